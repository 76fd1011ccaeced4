import { listPageOf, type PageSize } from './content-list';

/**
 * Where each kind of content lives on the site (spec §2 Content and agreements, zh-CN only). Paths are
 * without the locale prefix. Categories are the CMS's categoryTypeCode values.
 */
export type ListSection = 'news' | 'notice' | 'bidding' | 'bidWinning' | 'travelArticle';

export const LIST_SECTIONS: Record<
  ListSection,
  { category: string; listPath: string; itemPath: (key: string) => string; zhOnly: boolean }
> = {
  news: { category: 'NEWS', listPath: '/news/newList', itemPath: (k) => `/news/newItem?id=${k}`, zhOnly: false },
  notice: {
    category: 'NOTICE',
    listPath: '/notice/noticeList',
    itemPath: (k) => `/notice/noticeItem?id=${k}`,
    zhOnly: false,
  },
  bidding: {
    category: 'BIDDING',
    listPath: '/bidding/biddingList',
    itemPath: (k) => `/bidding/biddingItem?id=${k}`,
    zhOnly: false,
  },
  bidWinning: {
    category: 'BID_WINNING',
    listPath: '/bidWinning/bidWinningList',
    itemPath: (k) => `/bidWinning/bidWinningItem?id=${k}`,
    zhOnly: false,
  },
  travelArticle: {
    category: 'TRAVEL_ARTICLE',
    listPath: '/travelArticle/list',
    itemPath: (k) => `/travelArticle/travelArticleDetails/${k}`,
    zhOnly: true,
  },
};

/** The /static/{name} pages the footer links (spec §2 static pages). */
export const STATIC_PAGES = [
  'passengerNotice',
  'transportTerms',
  'delayPlan',
  'refundRules',
  'dangerousGoods',
  'faq',
  'timetable',
  'salesOffices',
  'complaint',
  'contactUs',
  'careers',
  'registrationAgreement',
  'privacy',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

export function isStaticPage(name: string): name is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(name);
}

/** STATIC items shown at a page of their own rather than under /static. */
const STATIC_ELSEWHERE: Record<string, string> = {
  license: '/license',
  other: '/other/index',
  routeNetwork: '/flightLine',
  contentManager: '/conentManger/index',
};

const KEY = /^[A-Za-z0-9_]{1,64}$/;

/** The page that shows an item of a category, or null for categories without pages (banners). */
export function contentPathOf(category: string, key: string): string | null {
  if (!KEY.test(key)) return null;
  const section = Object.values(LIST_SECTIONS).find((s) => s.category === category);
  if (section) return section.itemPath(key);
  switch (category) {
    case 'HELP':
      return `/helpCenter/${key}`;
    case 'AGREEMENT_TEMPLATE':
      return `/agreement/template/${key}`;
    case 'AGREEMENT_EXPLAIN':
      return '/agreement/explain';
    case 'SELF_SERVICE_GUIDE':
      return `/ancillary/guideArticle/${key}`;
    case 'STATIC':
      return STATIC_ELSEWHERE[key] ?? (isStaticPage(key) ? `/static/${key}` : null);
    default:
      return null;
  }
}

export type ContentRef = { category: string; key: string };

const ITEM_ROUTES: [RegExp, (m: RegExpExecArray, q: URLSearchParams) => ContentRef | null][] = [
  ...Object.values(LIST_SECTIONS)
    .filter((s) => s.itemPath('K').includes('?id='))
    .map(
      (s) =>
        [
          new RegExp(`^${s.itemPath('').replace('?id=', '')}$`),
          (_m: RegExpExecArray, q: URLSearchParams) => ({ category: s.category, key: q.get('id') ?? '' }),
        ] as [RegExp, (m: RegExpExecArray, q: URLSearchParams) => ContentRef | null],
    ),
  [/^\/travelArticle\/travelArticleDetails\/([^/]+)$/, (m) => ({ category: 'TRAVEL_ARTICLE', key: m[1]! })],
  [/^\/helpCenter\/([^/]+)$/, (m) => ({ category: 'HELP', key: m[1]! })],
  [/^\/agreement\/template\/([^/]+)$/, (m) => ({ category: 'AGREEMENT_TEMPLATE', key: m[1]! })],
  [/^\/agreement\/explain$/, () => ({ category: 'AGREEMENT_EXPLAIN', key: 'main' })],
  [/^\/static\/([^/]+)$/, (m) => (isStaticPage(m[1]!) ? { category: 'STATIC', key: m[1]! } : null)],
  [/^\/license$/, () => ({ category: 'STATIC', key: 'license' })],
  [/^\/other\/index$/, () => ({ category: 'STATIC', key: 'other' })],
  [/^\/conentManger\/index$/, () => ({ category: 'STATIC', key: 'contentManager' })],
];

/**
 * The content item a print URL names (/pdfprint/{url}): only a content path of this site, with or without
 * its locale prefix; anything else (another host, a scheme, other pages) is refused with null.
 */
export function printTargetOf(raw: string, locales: readonly string[]): ContentRef | null {
  if (raw.length > 300 || !raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const parts = url.pathname.split('/');
  const path = locales.includes(parts[1] ?? '') ? `/${parts.slice(2).join('/')}` : url.pathname;
  for (const [pattern, read] of ITEM_ROUTES) {
    const m = pattern.exec(path);
    const ref = m && read(m, url.searchParams);
    if (ref && KEY.test(ref.key)) return ref;
  }
  return null;
}

/**
 * Decision 8: list and item pages named by their query (?page=&size=, ?id=) are served from routes named by
 * path segments, which Next can cache per URL (a page that reads its query renders per request). proxy.ts
 * rewrites to them; the public URLs, canonical links and sitemap keep the spec's query form.
 */
export const PAGING_SEGMENT = /^([1-9]\d{0,5})-(10|20|30|40|50|100)$/;

export function pagingSegment(page: number, size: number): string {
  return `${page}-${size}`;
}

export function pagingOf(segment: string): { page: number; size: PageSize } | null {
  const m = PAGING_SEGMENT.exec(segment);
  return m ? { page: Number(m[1]), size: Number(m[2]) as PageSize } : null;
}

const itemBaseOf = (s: (typeof LIST_SECTIONS)[ListSection]) =>
  s.itemPath('K').includes('?id=') ? s.itemPath('').replace('?id=', '') : null;

/** The cached route serving a content URL (locale included), or null when the URL is served as it is. */
export function cachedContentPath(pathname: string, query: URLSearchParams): string | null {
  const m = /^\/([A-Za-z-]+)(\/.*?)\/?$/.exec(pathname);
  if (!m) return null;
  const [, locale, rest] = m;
  for (const s of Object.values(LIST_SECTIONS)) {
    if (rest === s.listPath && (query.has('page') || query.has('size'))) {
      const { page, size } = listPageOf(Object.fromEntries(query));
      return `/${locale}${s.listPath}/${pagingSegment(page, size)}`;
    }
    const itemBase = itemBaseOf(s);
    const id = query.get('id');
    if (itemBase && rest === itemBase && id !== null && KEY.test(id)) return `/${locale}${itemBase}/${id}`;
  }
  return null;
}
