import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ContentList } from '@/components/content/content-list';
import { ContentProblem } from '@/components/content/content-problem';
import { Pagination } from '@/components/content/pagination';
import { SiteSearchForm } from '@/components/content/site-search-form';
import { cmsKeyOf } from '@/lib/contract';
import { listPageOf, listQuery } from '@/lib/domain/content-list';
import { contentPathOf } from '@/lib/domain/content-paths';
import { isLocale } from '@/lib/i18n/routing';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { cmsSearch } from '@/lib/upstream/cms';

/** Read per request: every keyword is a page of its own, too many to keep (decision 8). */
type Props = {
  params: Promise<{ locale: string; q: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
const MAX_KEYWORD = 50;

/** The {q} segment as typed: Next may hand non-ASCII segments over still percent-encoded. */
function keywordOf(segment: string): string {
  try {
    return (/%[0-9A-Fa-f]{2}/.test(segment) ? decodeURIComponent(segment) : segment).trim();
  } catch {
    return segment.trim();
  }
}

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const q = keywordOf((await params).q);
  const t = await getTranslations({ locale, namespace: 'SiteSearch' });
  const site = await getTranslations({ locale, namespace: 'Content' });
  // Result pages are endless and thin: kept out of the index, their links still followed.
  return {
    title: site('titleTemplate', { title: t('resultsTitle', { q: q.slice(0, MAX_KEYWORD) }) }),
    description: t('description'),
    robots: { index: false, follow: true },
  };
}

/** Spec §2 /search/{q}: titles and text of the content in the page's language, title matches first. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const q = keywordOf((await params).q);
  const { page, size } = listPageOf(await searchParams);
  const t = await getTranslations('SiteSearch');
  const tooLong = [...q].length > MAX_KEYWORD;
  const result =
    q && !tooLong
      ? await cmsSearch(await upstreamContextFor(locale), { keyword: q, pageNo: page, pageSize: size })
      : null;
  const basePath = `/search/${encodeURIComponent(q)}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('resultsTitle', { q })}</h1>
      <SiteSearchForm locale={locale} value={q} />
      {tooLong && (
        <p role="alert" className="mt-4 text-red-700">
          {t('tooLong')}
        </p>
      )}
      {result && !result.ok && (
        <div className="mt-4">
          <ContentProblem retryHref={`/${locale}${basePath}${listQuery(page, size)}`} />
        </div>
      )}
      {result?.ok && (
        <>
          <p role="status" className="mt-4 text-sm text-slate-600">
            {result.data.count > 0 ? t('count', { count: result.data.count }) : t('none', { q })}
          </p>
          {result.data.count > 0 && (
            <>
              <ContentList
                items={result.data.list.flatMap((item) => {
                  const key = cmsKeyOf(item.id);
                  const href = key && contentPathOf(item.categoryTypeCode, key);
                  return href ? [{ key: item.id, href, ...item }] : [];
                })}
              />
              <Pagination basePath={basePath} page={page} size={size} total={result.data.count} />
            </>
          )}
        </>
      )}
    </div>
  );
}
