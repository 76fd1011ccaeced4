import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ArticleView } from '@/components/content/article-view';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import type { CmsCategory } from '@/lib/contract';
import { plainText } from '@/lib/domain/content-html';
import { describe } from '@/lib/domain/content-seo';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsItem } from '@/lib/upstream/cms';
import { ContentUnavailable } from './section-page';

type Ref = { category: CmsCategory; itemKey: string; path: string };

export async function singleMetadata(locale: string, ref: Ref): Promise<Metadata> {
  if (!isLocale(locale)) return {};
  const result = await readCmsItem(cmsLanguageOf(locale), ref.category, ref.itemKey);
  if (!result.ok || !result.data) return {};
  const t = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: ref.path,
    title: t('titleTemplate', { title: result.data.title }),
    description: describe(result.data.summary ?? plainText(result.data.content ?? '')),
  });
}

type Props = Ref & {
  locale: Locale;
  crumbs?: { href?: string; label: string }[];
  aside?: ReactNode;
  /** Rendered after the item's text (a form, a table). */
  children?: ReactNode;
  printable?: boolean;
};

/** A page that shows one CMS item (static pages, help, agreements); a missing item answers 404. */
export async function SinglePage({
  locale,
  category,
  itemKey,
  path,
  crumbs = [],
  aside,
  children,
  printable = true,
}: Props) {
  const result = await readCmsItem(cmsLanguageOf(locale), category, itemKey);
  if (result.ok && !result.data) notFound();
  if (!result.ok) throw new ContentUnavailable(`${category} ${itemKey}`);
  const item = result.data!;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb items={[...crumbs, { label: item.title }]} />
      <ArticleView title={item.title} html={item.content} printPath={printable ? path : undefined} aside={aside} />
      {children}
    </div>
  );
}
