/** The pages a login can lead back to, by the name the login prompt shows (messages Login.pages). */
export type PageNameKey =
  | 'memberCentre'
  | 'myInformation'
  | 'security'
  | 'myOrders'
  | 'orderDetail'
  | 'myWallet'
  | 'passengers'
  | 'contacts'
  | 'addresses'
  | 'beneficiaries'
  | 'invoiceTitles'
  | 'myCollect'
  | 'faq'
  | 'documentDownload'
  | 'booking'
  | 'home';

/** Most specific first; paths without the locale. */
const PAGES: [RegExp, PageNameKey][] = [
  [/^\/member\/account\/myInformation(\/|$)/i, 'myInformation'],
  [/^\/member\/security(\/|$)/i, 'security'],
  [/^\/member\/(ticketorderdetail|ancillaryorderdetail)(\/|$)/i, 'orderDetail'],
  [/^\/member\/(order|orders|ticketorder)(\/|$)/i, 'myOrders'],
  [/^\/member\/(wallet|myWallet)(\/|$)/i, 'myWallet'],
  [/^\/member\/passengers(\/|$)/i, 'passengers'],
  [/^\/member\/contacts(\/|$)/i, 'contacts'],
  [/^\/member\/address(\/|$)/i, 'addresses'],
  [/^\/member\/beneficiary(\/|$)/i, 'beneficiaries'],
  [/^\/member\/eHeader(\/|$)/i, 'invoiceTitles'],
  [/^\/member\/myCollect(\/|$)/i, 'myCollect'],
  [/^\/member\/faq(\/|$)/i, 'faq'],
  [/^\/member\/documentDownload(\/|$)/i, 'documentDownload'],
  [/^\/member(\/|$)/i, 'memberCentre'],
  [/^\/book(\/|$)/i, 'booking'],
  [/^\/?$/, 'home'],
];

/**
 * The name of the page a remembered path leads to (the login prompt names the page, never
 * shows a raw path), or null when it is none the prompt can name (then it says 'back to this page').
 * `path` is a safe return path (`safeReturnPath`): under a locale, with an optional query.
 */
export function pageNameOf(path: string, locales: readonly string[]): PageNameKey | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const [, first, ...rest] = pathname.split('/');
  if (!first || !locales.includes(first)) return null;
  const local = `/${rest.join('/')}`.replace(/\/+$/, '') || '/';
  return PAGES.find(([pattern]) => pattern.test(local))?.[1] ?? null;
}
