import {
  WALLET_PAGE_SIZE,
  WALLET_PERIODS,
  WALLET_RECORD_KINDS,
  type WalletPeriod,
  type WalletRecordKind,
} from '@/lib/contract/wallet';

/**
 * The wallet page's query (spec §2 /member/wallet/wallet: records of the last 1, 2 or 3 months, of one kind or all):
 * `?months=2&kind=REFUND&page=2`. Plain links and the URL hold it (docs/decisions/0017), so any URL renders: an
 * unknown or malformed value is its default.
 */

export const WALLET_PATH = '/member/wallet/wallet';

export type WalletQuery = { months: WalletPeriod; kind: WalletRecordKind | null; page: number };

export const DEFAULT_WALLET_QUERY: WalletQuery = { months: 1, kind: null, page: 1 };

/** The most pages a link may name (airline-api refuses more). */
const MAX_PAGE = 1000;

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function parseWalletQuery(params: SearchParams): WalletQuery {
  const months = single(params.months);
  const kind = single(params.kind);
  const page = single(params.page);
  const pageNo = page && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : null;
  return {
    months: WALLET_PERIODS.find((m) => String(m) === months) ?? DEFAULT_WALLET_QUERY.months,
    kind: WALLET_RECORD_KINDS.find((k) => k === kind) ?? null,
    page: pageNo !== null && pageNo <= MAX_PAGE ? pageNo : DEFAULT_WALLET_QUERY.page,
  };
}

/**
 * The page's URL with some values changed (without the locale; the locale's Link adds it). A new period or kind
 * starts again at page 1; defaults are left out, so the plain page is /member/wallet/wallet.
 */
export function walletHref(query: WalletQuery, change: Partial<WalletQuery> = {}): string {
  const filterChanged = (['months', 'kind'] as const).some((k) => k in change && change[k] !== query[k]);
  const next: WalletQuery = { ...query, ...(filterChanged ? { page: 1 } : {}), ...change };
  const params = new URLSearchParams();
  if (next.months !== DEFAULT_WALLET_QUERY.months) params.set('months', String(next.months));
  if (next.kind) params.set('kind', next.kind);
  if (next.page !== DEFAULT_WALLET_QUERY.page) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `${WALLET_PATH}?${search}` : WALLET_PATH;
}

/** How many pages `total` records fill (at least one). */
export function walletPageCount(total: number, pageSize: number = WALLET_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Whether a record's amount leaves the wallet (a trade, a withdrawal) or comes into it (a top-up, a refund). */
export function isDebit(kind: WalletRecordKind): boolean {
  return kind === 'TRADE' || kind === 'WITHDRAWAL';
}
