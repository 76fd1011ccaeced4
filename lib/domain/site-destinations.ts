import { LIST_SECTIONS } from './content-paths';

/**
 * The spec's destinations that the header, the footer and CMS pages link to, and whether each one's page is
 * built yet. One list: when an issue builds a page, it flips `built` here and every link to it appears.
 * Until then links to it are not shown (spec §1 sends unknown paths to /zh-CN, which would bounce an English
 * visitor to the Chinese home page). `site-destinations.test.ts` checks each entry against app/[locale].
 * Paths are without the locale prefix. A zh-CN only destination (spec §2: its English URL is not found) is
 * `zhOnly`: links to it are shown in Chinese only, as content-paths.ts marks zh-only content sections.
 */
export const SITE_DESTINATIONS = {
  book: { path: '/', built: true },
  checkIn: { path: '/checkIn', built: true },
  flightStatus: { path: '/flightDynamics', built: true },
  seasonTickets: { path: '/seasonTicket', built: true },
  travelServices: { path: '/ancillary/selfService', built: true },
  ticketValidation: { path: '/ticketValidate', built: true },
  irregularFlightCertificate: { path: '/irregularFlightCertify', built: true },
  irregularFlightValidation: { path: '/irregularFlightValidate', built: true },
  travelCertificate: { path: '/airTravelCertify', built: true },
  travelValidation: { path: '/airTravelValidate', built: true },
  firstService: { path: '/firstService/index', built: true, zhOnly: true },
  reimbursementVoucher: { path: '/reimbursementVoucher/question', built: true, zhOnly: true },
  eInvoice: { path: '/ElectronicBill/authentication', built: true, zhOnly: true },
  memberEInvoices: { path: '/Electronic/list', built: true, zhOnly: true },
  addPeople: { path: '/addpeople', built: true },
  refunds: { path: '/refunds', built: true },
  changeDate: { path: '/modify', built: true },
  news: { path: '/news/newList', built: true },
  notices: { path: '/notice/noticeList', built: true },
  routeNetwork: { path: '/flightLine', built: true },
  otherServices: { path: '/other/index', built: true },
  siteSearch: { path: '/search', built: true },
} as const satisfies Record<string, Destination>;

type Destination = { path: string; built: boolean; zhOnly?: boolean };

/**
 * zh-CN only pages no menu links to (spec §2): the member centre's Chinese home and the lucky-draw campaign, reached
 * from Chinese pages and messages only. `site-destinations.test.ts` checks that every page refusing English is known.
 */
const ZH_ONLY_UNLINKED = ['/memberMain', '/campaignRoulette'] as const;

export type SiteDestination = keyof typeof SITE_DESTINATIONS;

/**
 * Whether a site path (without its locale) is a zh-CN only page (spec §2): any page of a zh-only destination's folder
 * (spec §2 names them by folder: /ElectronicBill/*, /Electronic/*, /reimbursementVoucher/*, /firstService/*), a
 * zh-only content section (content-paths.ts), or anything below them. The language switch of such a page leads to
 * the English home.
 */
export function isZhOnlyPath(path: string): boolean {
  const lower = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  const under = (base: string) => lower === base.toLowerCase() || lower.startsWith(`${base.toLowerCase()}/`);
  const destinations: Destination[] = Object.values(SITE_DESTINATIONS);
  const sections = Object.values(LIST_SECTIONS).filter((s) => s.zhOnly);
  return (
    destinations.some((d) => d.zhOnly === true && under(`/${d.path.split('/')[1]}`)) ||
    ZH_ONLY_UNLINKED.some(under) ||
    // An item's page is its path before the query, or the folder its key ends ('/travelArticle/travelArticleDetails').
    sections.some((s) => under(s.listPath) || under((s.itemPath('').split('?')[0] ?? '').replace(/\/$/, '')))
  );
}

/** Whether the destination's page exists, so a link to it may be shown. */
export function isBuilt(destination: SiteDestination): boolean {
  return SITE_DESTINATIONS[destination].built;
}

/** Whether a link to the destination may be shown on a page of this locale (built, and zh-only ones in zh-CN). */
export function isShownIn(destination: SiteDestination, locale: string): boolean {
  const d: Destination = SITE_DESTINATIONS[destination];
  return d.built && (!d.zhOnly || locale === 'zh-CN');
}

/** The part of a site path after its locale segment ('/en-US/checkIn?x=1' → '/checkIn'), and that locale. */
function localPathOf(href: string, locales: readonly string[]): { path: string; locale: string | null } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  const [, first, ...rest] = path.split('/');
  if (first && locales.includes(first)) return { path: `/${rest.join('/')}`, locale: first };
  return { path, locale: null };
}

/**
 * False when the link leads to one of our destinations that is not built yet, or to a zh-CN only one in another
 * locale (the link's own locale segment, else `pageLocale`); true for every other link (built pages, other sites,
 * mail and phone links). Matches the destination's path and anything below it.
 */
export function isShownLink(href: string, locales: readonly string[], pageLocale?: string): boolean {
  const local = localPathOf(href.trim(), locales);
  if (local === null) return true;
  const lower = local.path.toLowerCase();
  const locale = local.locale ?? pageLocale ?? null;
  const destinations: Destination[] = Object.values(SITE_DESTINATIONS);
  return destinations.every((d) => {
    const hidden = !d.built || (d.zhOnly === true && locale !== null && locale !== 'zh-CN');
    if (!hidden) return true;
    const path = d.path.toLowerCase();
    return lower !== path && !lower.startsWith(`${path}/`);
  });
}

/**
 * Sanitized CMS HTML without links to destinations not built yet: a list item holding such a link goes
 * away whole (a 'more services' entry), any other such link keeps its text and loses the link.
 * Expects the sanitizer's output (lower-case tags, double-quoted attributes, balanced elements).
 */
export function withoutUnbuiltLinks(html: string, locales: readonly string[]): string {
  const hidden = (href: string) => !isShownLink(href.replace(/&amp;/g, '&'), locales);
  const withoutItems = html.replace(/<li>((?:(?!<\/?li>)[\s\S])*?)<\/li>/g, (item, inner: string) =>
    [...inner.matchAll(/<a href="([^"]*)"/g)].some((m) => hidden(m[1] ?? '')) ? '' : item,
  );
  return withoutItems.replace(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (link, href: string, text: string) =>
    hidden(href) ? text : link,
  );
}
