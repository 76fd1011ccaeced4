/**
 * The member's orders list (spec §2 /member/order): its tabs, periods, type filter and pages as they stand
 * in the page's URL (`?tab=&period=&type=&pageNo=&pageSize=`), and what each means to airline-api. No zod:
 * a value that is not exactly one of the choices falls back to that choice's default, so any URL renders.
 * docs/decisions/0017-member-order-filters.md explains the type codes.
 */
import { OrderStatus } from '@/lib/contract/order-status';
import { isProductOrderType, productOrderPath } from './special-product-rules';

/** Spec §4 order type codes 1-17. */
export const OrderTypeCode = {
  TICKET: 1,
  RESCHEDULED: 2,
  ADDITIONAL_SERVICE: 3,
  MODIFY_PASSENGER: 4,
  ADDITIONAL_FLIGHT_ATTENDANT: 5,
  PACKAGE: 6,
  FREE_FLIGHT: 7,
  TEAM: 8,
  PRESALE_TICKET_PRODUCT: 9,
  SECOND_TICKET_PRODUCT: 10,
  DISCOUNT_TICKET: 11,
  TEAM_RESCHEDULED: 12,
  PRESALE_TICKET_PACKAGE: 13,
  PRESALE_FREE_FLIGHT: 14,
  SECURE_PACKAGE: 15,
  CHANGE_TICKET: 16,
  AUXILIARY_PRODUCT: 17,
} as const;
const T = OrderTypeCode;

export const ORDER_TABS = ['all', 'unpaid', 'paid'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Within 3 months (the last 90 days), over 3 months (up to a year), over a year (the archive). */
export const ORDER_PERIODS = ['recent', 'older', 'archive'] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

export const ORDER_TYPE_FILTERS = [
  'all',
  'ticket',
  'change',
  'auxiliary',
  'package',
  'freeFlight',
  'presale',
  'flashSale',
] as const;
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number];

/**
 * The codes each choice of the type filter stands for. Every code 1-17 is in exactly one choice, so the
 * choices add up to 'all' and no order shows under two of them.
 * - ticket: a ticket (1), a team (group) ticket (8) and a discount ticket (11) are all plain ticket sales.
 * - change: 'ticket change' is a changed flight: rescheduled (2), team rescheduled (12), change ticket (16).
 *   Modify passenger (4) changes a name or document, an ancillary service in spec §2 (/ancillary/cname), so
 *   it is an auxiliary product, as are the other services sold on an order (3, 5, 15, 17).
 * - package (6), free flight (7), presale (9, 13, 14) and flash sale (10) are the four season-ticket kinds
 *   of spec §1. A presale package or free flight is paid deposit first like every presale, so it is under
 *   presale. Flash sale is the 'second ticket product' (10): 秒 (second) as in 秒杀, the flash sale the site
 *   calls secondKill (/seasonTicket/secondKill/...).
 */
export const ORDER_TYPE_CODES: Record<Exclude<OrderTypeFilter, 'all'>, readonly number[]> = {
  ticket: [T.TICKET, T.TEAM, T.DISCOUNT_TICKET],
  change: [T.RESCHEDULED, T.TEAM_RESCHEDULED, T.CHANGE_TICKET],
  auxiliary: [
    T.ADDITIONAL_SERVICE,
    T.MODIFY_PASSENGER,
    T.ADDITIONAL_FLIGHT_ATTENDANT,
    T.SECURE_PACKAGE,
    T.AUXILIARY_PRODUCT,
  ],
  package: [T.PACKAGE],
  freeFlight: [T.FREE_FLIGHT],
  presale: [T.PRESALE_TICKET_PRODUCT, T.PRESALE_TICKET_PACKAGE, T.PRESALE_FREE_FLIGHT],
  flashSale: [T.SECOND_TICKET_PRODUCT],
};

/** The codes of a choice of the type filter; null for 'all' (no filter). */
export function orderTypeCodes(filter: OrderTypeFilter): readonly number[] | null {
  return filter === 'all' ? null : ORDER_TYPE_CODES[filter];
}

/** The choice of the type filter an order type code belongs to (the row's type name). */
export function orderTypeFilterOf(code: number): Exclude<OrderTypeFilter, 'all'> | null {
  for (const [filter, codes] of Object.entries(ORDER_TYPE_CODES)) {
    if (codes.includes(code)) return filter as Exclude<OrderTypeFilter, 'all'>;
  }
  return null;
}

/** Spec §9 page sizes. */
export const ORDER_PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
/** The last page number a URL may ask for (10,000 pages of 10: far beyond any member's orders). */
export const MAX_PAGE_NO = 10_000;

export type OrderListQuery = {
  tab: OrderTab;
  period: OrderPeriod;
  type: OrderTypeFilter;
  pageNo: number;
  pageSize: OrderPageSize;
};

export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = {
  tab: 'all',
  period: 'recent',
  type: 'all',
  pageNo: 1,
  pageSize: 10,
};

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function oneOf<V extends string>(choices: readonly V[], value: string | undefined, fallback: V): V {
  return choices.find((c) => c === value) ?? fallback;
}

/** A whole number written plainly ('2', not '02', '2.0', '+2' or '2e0') within 1..max, or null. */
function plainInt(value: string | undefined, max: number): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** The page's query as the list reads it: each unknown or malformed value is its default. */
export function parseOrderListQuery(params: SearchParams): OrderListQuery {
  const d = DEFAULT_ORDER_LIST_QUERY;
  const size = plainInt(single(params.pageSize), 100);
  return {
    tab: oneOf(ORDER_TABS, single(params.tab), d.tab),
    period: oneOf(ORDER_PERIODS, single(params.period), d.period),
    type: oneOf(ORDER_TYPE_FILTERS, single(params.type), d.type),
    pageNo: plainInt(single(params.pageNo), MAX_PAGE_NO) ?? d.pageNo,
    pageSize: ORDER_PAGE_SIZES.find((s) => s === size) ?? d.pageSize,
  };
}

/**
 * The list's URL with some values changed (path without the locale; the locale's Link adds it). A new
 * tab, period, type or page size starts again at page 1; default values are left out, so the plain list
 * is /member/order.
 */
export function orderListHref(query: OrderListQuery, change: Partial<OrderListQuery> = {}): string {
  const filterChanged = (['tab', 'period', 'type', 'pageSize'] as const).some(
    (k) => change[k] !== undefined && change[k] !== query[k],
  );
  const next: OrderListQuery = { ...query, ...(filterChanged ? { pageNo: 1 } : {}), ...change };
  const params = new URLSearchParams();
  for (const key of ['tab', 'period', 'type', 'pageNo', 'pageSize'] as const) {
    if (next[key] !== DEFAULT_ORDER_LIST_QUERY[key]) params.set(key, String(next[key]));
  }
  const search = params.toString();
  return search ? `/member/order?${search}` : '/member/order';
}

const UPSTREAM_TAB = { all: 'ALL', unpaid: 'UNPAID', paid: 'PAID' } as const;
const UPSTREAM_PERIOD = { recent: 'M3', older: 'OVER_M3', archive: 'OVER_Y1' } as const;

/** The query of airline-api's GET my-order (lib/contract MyOrdersQuerySchema) for the list's query. */
export function upstreamOrderQuery(query: OrderListQuery): {
  tab: (typeof UPSTREAM_TAB)[OrderTab];
  period: (typeof UPSTREAM_PERIOD)[OrderPeriod];
  orderTypes?: string;
  pageNo: number;
  pageSize: number;
} {
  const codes = orderTypeCodes(query.type);
  return {
    tab: UPSTREAM_TAB[query.tab],
    period: UPSTREAM_PERIOD[query.period],
    ...(codes ? { orderTypes: codes.join(',') } : {}),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to link: the first, the last, and two either side of the current one; 'gap' where
 * numbers are left out (1 … 4 5 6 7 8 … 50). At most 9 entries, so the row fits a phone when it wraps.
 */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages]);
  for (let n = current - 2; n <= current + 2; n += 1) if (n >= 1 && n <= pages) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, n] of sorted.entries()) {
    const before = sorted[i - 1];
    if (before !== undefined && n - before === 2) out.push(before + 1);
    else if (before !== undefined && n - before > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

/** The order types /member/ticketorderdetail shows: each holds flights, passengers and tickets of its own or its parent's. */
const TICKET_PAGE_TYPES: readonly number[] = [
  ...ORDER_TYPE_CODES.ticket,
  // A date change or an irregular flight's free change (decision 23, decision 32): its new flights and tickets.
  ...ORDER_TYPE_CODES.change,
  // A child or an infant added to a ticket order (decision 25): the added passenger and their tickets.
  T.ADDITIONAL_FLIGHT_ATTENDANT,
];

/**
 * Where an order's own page is, by its type; null when it has none yet. Ticket orders (1, 8, 11), changes (2, 12,
 * 16: the rescheduled order, which the original order's "view" link opens too) and additions (5) open
 * /member/ticketorderdetail, which reads my-flight-order and shows the order's flights, passengers and tickets.
 * Add-on orders (3) open /member/ancillaryorderdetail; product orders (6, 9, 10) /member/specialProduct, open tickets
 * (7) /member/openOrderDetail, and a
 * flight exchanged with one of their cards (the same type, with a flight) its ticket's page. The other kinds have
 * their own pages in spec §2, not built yet, and a ticket page would show them wrongly.
 */
export function orderDetailPath(orderType: number, orderNo: string, segmentCount = 0): string | null {
  if (orderType === T.ADDITIONAL_SERVICE) return `/member/ancillaryorderdetail/${encodeURIComponent(orderNo)}`;
  // A product order (decision 67) is its cards' page; a flight exchanged with a card is an order of the same type
  // with a flight, and its ticket's page.
  if (isProductOrderType(orderType))
    return segmentCount > 0
      ? `/member/ticketorderdetail/${encodeURIComponent(orderNo)}`
      : productOrderPath(orderType, orderNo);
  return TICKET_PAGE_TYPES.includes(orderType) ? `/member/ticketorderdetail/${encodeURIComponent(orderNo)}` : null;
}

/** Statuses the buyer may still pay in (airline-api's PAYABLE): pending, a failed attempt, a presale's 9 and 7. */
const S = OrderStatus;
const PAYABLE_STATUSES: readonly number[] = [S.PENDING_PAYMENT, S.PAYMENT_FAILED, S.PREPAYMENT_PENDING, S.DEPOSIT_PAID];

/** The order may be paid now: a payable status and a deadline still ahead. */
export function canPayNow(order: { orderStatus: number; paymentDeadline: string }, nowMs: number): boolean {
  return PAYABLE_STATUSES.includes(order.orderStatus) && Date.parse(order.paymentDeadline) > nowMs;
}

/**
 * The pay page of an order (the payment countdown, spec §2 Booking); an add-on order (type 3, decision 28) and a
 * product order (decision 67: a presale's deposit or balance) are paid from their own pages.
 */
export function payPath(orderNo: string, orderType?: number): string {
  if (orderType === T.ADDITIONAL_SERVICE) return `/member/ancillaryorderdetail/${encodeURIComponent(orderNo)}`;
  if (orderType !== undefined && isProductOrderType(orderType)) return productOrderPath(orderType, orderNo);
  return `/book/pay?orderNo=${encodeURIComponent(orderNo)}`;
}
