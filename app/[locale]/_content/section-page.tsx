import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ContentList } from '@/components/content/content-list';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import { Pagination } from '@/components/content/pagination';
import { cmsKeyOf } from '@/lib/contract';
import { DEFAULT_PAGE_SIZE, listQuery, type PageSize } from '@/lib/domain/content-list';
import { LIST_SECTIONS, pagingOf, type ListSection } from '@/lib/domain/content-paths';
import { isLocale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { pageLocale } from '@/lib/i18n/page-locale';

/** A list's first page (no query) or a page the proxy rewrote to /{page}-{size} (decision 8). */
export type ListProps = { params: Promise<{ locale: string; paging?: string }> };

async function pagingOfProps(props: ListProps): Promise<{ page: number; size: PageSize }> {
  const { paging } = await props.params;
  if (paging === undefined) return { page: 1, size: DEFAULT_PAGE_SIZE };
  return pagingOf(paging) ?? notFound();
}

/** Thrown when the CMS cannot answer: a cached page stays as it was, an uncached one shows the error page. */
export class ContentUnavailable extends Error {
  constructor(what: string) {
    super(`content unavailable: ${what}`);
  }
}

export async function sectionListMetadata(section: ListSection, props: ListProps): Promise<Metadata> {
  const { locale } = await props.params;
  const s = LIST_SECTIONS[section];
  if (!isLocale(locale) || (s.zhOnly && locale !== 'zh-CN')) return {};
  const { page, size } = await pagingOfProps(props);
  const t = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: `${s.listPath}${listQuery(page, size)}`,
    title: t('titleTemplate', { title: t(section) }),
    description: t(`${section}Description`),
    zhOnly: s.zhOnly,
  });
}

/** A list page of spec §2: page and size from the URL, newest first, with pagination. */
export async function SectionListPage({ section, props }: { section: ListSection; props: ListProps }) {
  const s = LIST_SECTIONS[section];
  const locale = await pageLocale(props.params, s.zhOnly);
  const { page, size } = await pagingOfProps(props);
  const [t, result] = await Promise.all([
    getTranslations('Content'),
    readCmsList(cmsLanguageOf(locale), s.category, page, size),
  ]);
  if (!result.ok) throw new ContentUnavailable(`${s.category} list`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: t(section) }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t(section)}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('total', { count: result.data.count })}</p>
      <ContentList
        items={result.data.list.flatMap((item) => {
          const key = cmsKeyOf(item.id);
          return key ? [{ key, href: s.itemPath(key), ...item }] : [];
        })}
      />
      <Pagination basePath={s.listPath} page={page} size={size} total={result.data.count} />
    </div>
  );
}
