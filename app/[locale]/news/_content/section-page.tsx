import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ContentList } from '@/components/content/content-list';
import { contentMetadata } from '@/app/[locale]/news/_content/content-metadata';
import { ContentProblem } from '@/components/content/content-problem';
import { Pagination } from '@/components/content/pagination';
import { cmsKeyOf } from '@/lib/contract';
import { listPageOf, listQuery } from '@/lib/domain/content-list';
import { LIST_SECTIONS, type ListSection } from '@/lib/domain/content-paths';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';

export type ListProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The locale of a content page, or 404 (also for zh-CN only sections asked in English). */
export async function contentLocale(params: Promise<{ locale: string }>, zhOnly = false): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale) || (zhOnly && locale !== 'zh-CN')) notFound();
  setRequestLocale(locale);
  return locale;
}

export async function sectionListMetadata(section: ListSection, props: ListProps): Promise<Metadata> {
  const { locale } = await props.params;
  const s = LIST_SECTIONS[section];
  if (!isLocale(locale) || (s.zhOnly && locale !== 'zh-CN')) return {};
  const { page, size } = listPageOf(await props.searchParams);
  const t = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: `${s.listPath}${listQuery(page, size)}`,
    title: t('titleTemplate', { title: t(section) }),
    description: t(`${section}Description`),
    zhOnly: s.zhOnly,
  });
}

/** A list page of spec §2: page and size from the query, newest first, with pagination. */
export async function SectionListPage({ section, props }: { section: ListSection; props: ListProps }) {
  const s = LIST_SECTIONS[section];
  const locale = await contentLocale(props.params, s.zhOnly);
  const { page, size } = listPageOf(await props.searchParams);
  const [t, result] = await Promise.all([
    getTranslations('Content'),
    readCmsList(cmsLanguageOf(locale), s.category, page, size),
  ]);
  const here = `${s.listPath}${listQuery(page, size)}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: t(section) }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t(section)}</h1>
      {!result.ok ? (
        <div className="mt-4">
          <ContentProblem retryHref={`/${locale}${here}`} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('total', { count: result.data.count })}</p>
          <ContentList
            items={result.data.list.flatMap((item) => {
              const key = cmsKeyOf(item.id);
              return key ? [{ key, href: s.itemPath(key), ...item }] : [];
            })}
          />
          <Pagination basePath={s.listPath} page={page} size={size} total={result.data.count} />
        </>
      )}
    </div>
  );
}
