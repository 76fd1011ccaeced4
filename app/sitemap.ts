import type { MetadataRoute } from 'next';
import { cmsKeyOf, type UpstreamLanguage } from '@/lib/contract';
import { LIST_SECTIONS, STATIC_PAGES, contentPathOf } from '@/lib/domain/content-paths';
import { absoluteUrl } from '@/lib/domain/content-seo';
import { env } from '@/lib/env';
import { readCmsList } from '@/lib/upstream/cms';

// Read at request time (through the CMS cache), never at build time when the CMS may be absent.
export const dynamic = 'force-dynamic';

const LOCALES = [
  ['zh-CN', 'zh_CN'],
  ['en-US', 'en_US'],
] as const;
/** Every category with pages of its own, STATIC included (its keys decide which static pages exist). */
const CATEGORIES = [
  ...Object.values(LIST_SECTIONS).map((s) => s.category),
  'HELP',
  'AGREEMENT_TEMPLATE',
  'AGREEMENT_EXPLAIN',
  'STATIC',
];
const STATIC_WITH_PAGES = new Set<string>([...STATIC_PAGES, 'license', 'other', 'routeNetwork', 'contentManager']);

async function allOf(language: UpstreamLanguage, category: string) {
  const items: { id: string; publishTime: string }[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await readCmsList(language, category, page, 100);
    if (!result.ok) return null;
    items.push(...result.data.list);
    if (items.length >= result.data.count || result.data.list.length === 0) break;
  }
  return items;
}

/**
 * Every content page that answers 200, in the languages it exists in, each with its hreflang alternates
 * (zh-CN, en-US where it exists, x-default = zh-CN).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = env().PUBLIC_SITE_URL;
  /** path → the locales it exists in, and its newest date. */
  const pages = new Map<string, { locales: Set<string>; lastModified?: string }>();
  const add = (path: string, locale: string, lastModified?: string) => {
    const page = pages.get(path) ?? { locales: new Set<string>() };
    page.locales.add(locale);
    if (lastModified && (!page.lastModified || lastModified > page.lastModified)) page.lastModified = lastModified;
    pages.set(path, page);
  };
  for (const [locale, language] of LOCALES) {
    add('/', locale);
    add('/agreement/index', locale);
    for (const category of CATEGORIES) {
      const items = await allOf(language, category);
      // A category the CMS does not answer now is left out rather than listed as broken.
      if (!items) continue;
      const section = Object.values(LIST_SECTIONS).find((s) => s.category === category);
      if (section && (!section.zhOnly || locale === 'zh-CN')) add(section.listPath, locale, items[0]?.publishTime);
      for (const item of items) {
        const key = cmsKeyOf(item.id);
        if (!key || (category === 'STATIC' && !STATIC_WITH_PAGES.has(key))) continue;
        const path = contentPathOf(category, key);
        if (path && (!section?.zhOnly || locale === 'zh-CN')) add(path, locale, item.publishTime);
      }
    }
  }
  return [...pages].flatMap(([path, page]) => {
    const languages: Record<string, string> = {};
    for (const [locale] of LOCALES) if (page.locales.has(locale)) languages[locale] = absoluteUrl(origin, locale, path);
    if (page.locales.has('zh-CN')) languages['x-default'] = absoluteUrl(origin, 'zh-CN', path);
    return [...page.locales].map((locale) => ({
      url: absoluteUrl(origin, locale, path),
      lastModified: page.lastModified,
      alternates: { languages },
    }));
  });
}
