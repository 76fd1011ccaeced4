/**
 * The spec's destinations that the header, the footer and CMS pages link to, and whether each one's page is
 * built yet. One list: when an issue builds a page, it flips `built` here and every link to it appears.
 * Until then links to it are not shown (spec §1 sends unknown paths to /zh-CN, which would bounce an English
 * visitor to the Chinese home page). `site-destinations.test.ts` checks each entry against app/[locale].
 * Paths are without the locale prefix.
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
  firstService: { path: '/firstService', built: false },
  addPeople: { path: '/addpeople', built: true },
  refunds: { path: '/refunds', built: true },
  changeDate: { path: '/modify', built: true },
  news: { path: '/news/newList', built: true },
  notices: { path: '/notice/noticeList', built: true },
  routeNetwork: { path: '/flightLine', built: true },
  otherServices: { path: '/other/index', built: true },
  siteSearch: { path: '/search', built: true },
} as const satisfies Record<string, { path: string; built: boolean }>;

export type SiteDestination = keyof typeof SITE_DESTINATIONS;

/** Whether the destination's page exists, so a link to it may be shown. */
export function isBuilt(destination: SiteDestination): boolean {
  return SITE_DESTINATIONS[destination].built;
}

/** The part of a site path after its locale segment ('/en-US/checkIn?x=1' → '/checkIn'). */
function localPathOf(href: string, locales: readonly string[]): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  const [, first, ...rest] = path.split('/');
  if (first && locales.includes(first)) return `/${rest.join('/')}`;
  return path;
}

/**
 * False when the link leads to one of our destinations that is not built yet; true for every other link
 * (built pages, other sites, mail and phone links). Matches the destination's path and anything below it.
 */
export function isShownLink(href: string, locales: readonly string[]): boolean {
  const local = localPathOf(href.trim(), locales);
  if (local === null) return true;
  const lower = local.toLowerCase();
  const destinations: { path: string; built: boolean }[] = Object.values(SITE_DESTINATIONS);
  return destinations.every((d) => {
    if (d.built) return true;
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
