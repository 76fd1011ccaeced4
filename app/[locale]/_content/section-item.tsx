import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleView } from '@/components/content/article-view';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { contentMetadata, siteOrigin } from '@/app/[locale]/_content/content-metadata';
import { JsonLd } from '@/components/content/json-ld';
import { ShortTitleList } from '@/components/content/short-title-list';
import { SaveToCollection } from '@/components/content/save-to-collection';
import { cmsKeyOf, type CmsCategory } from '@/lib/contract';
import { plainText } from '@/lib/domain/content-html';
import { LIST_SECTIONS, type ListSection } from '@/lib/domain/content-paths';
import { absoluteUrl, describe } from '@/lib/domain/content-seo';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsItem, readCmsList } from '@/lib/upstream/cms';
import { ContentUnavailable } from './section-page';
import { pageLocale } from '@/lib/i18n/page-locale';

/** An item page the proxy rewrote to /{key} (decision 8); the bare path (no id) is a 404. */
export type ItemProps = { params: Promise<{ locale: string; key: string }> };

export async function sectionItemMetadata(section: ListSection, locale: string, key: string): Promise<Metadata> {
  const s = LIST_SECTIONS[section];
  if (!isLocale(locale) || (s.zhOnly && locale !== 'zh-CN')) return {};
  const result = await readCmsItem(cmsLanguageOf(locale), s.category as CmsCategory, key);
  if (!result.ok || !result.data) return {};
  const t = await getTranslations({ locale, namespace: 'Content' });
  const item = result.data;
  return contentMetadata({
    locale,
    path: s.itemPath(key),
    title: t('titleTemplate', { title: item.title }),
    description: describe(item.summary ?? plainText(item.content ?? '')),
    zhOnly: s.zhOnly,
    type: 'article',
  });
}

/** One item of a list section; an id with no item in this language answers 404 (never a redirect). */
export async function SectionItemPage(props: {
  section: ListSection;
  params: Promise<{ locale: string }>;
  itemKey: string;
}) {
  const s = LIST_SECTIONS[props.section];
  const locale: Locale = await pageLocale(props.params, s.zhOnly);
  const language = cmsLanguageOf(locale);
  const [t, site, result, latest] = await Promise.all([
    getTranslations('Content'),
    getTranslations('Metadata'),
    readCmsItem(language, s.category as CmsCategory, props.itemKey),
    readCmsList(language, s.category, 1, 6),
  ]);
  if (result.ok && !result.data) notFound();
  if (!result.ok) throw new ContentUnavailable(`${s.category} item`);
  const crumbs = [{ href: s.listPath, label: t(props.section) }];
  const item = result.data!;
  const others = latest.ok
    ? latest.data.list.flatMap((i) => {
        const key = cmsKeyOf(i.id);
        return key && key !== props.itemKey ? [{ key, href: s.itemPath(key), ...i }] : [];
      })
    : [];
  const url = absoluteUrl(siteOrigin(), locale, s.itemPath(props.itemKey));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {props.section === 'news' && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: item.title,
            description: item.summary ?? undefined,
            datePublished: item.publishTime,
            dateModified: item.publishTime,
            inLanguage: locale,
            mainEntityOfPage: url,
            url,
            publisher: { '@type': 'Airline', name: site('siteName'), iataCode: 'YQ' },
          }}
        />
      )}
      <Breadcrumb items={[...crumbs, { label: item.title }]} />
      {props.section === 'news' && <SaveToCollection path={s.itemPath(props.itemKey)} title={item.title} />}
      <ArticleView
        title={item.title}
        html={item.content}
        publishTime={item.publishTime}
        printPath={s.itemPath(props.itemKey)}
        backHref={s.listPath}
        aside={
          others.length > 0 && (
            <>
              <h2 className="mb-3 font-semibold text-slate-900">{t('latest')}</h2>
              <ShortTitleList items={others.slice(0, 5)} />
            </>
          )
        }
      />
    </div>
  );
}
