import type { ProductRules, ProductState } from '@/lib/contract/special-products';
import { AIRLINE_TIME_ZONE } from './airline-time';
import { dateTimeFormat } from './intl-cache';
import { ageOn } from './passenger-rules';

/**
 * The rules of the airline's own products (spec §4 product states; §5 minimum passengers, age and gender limits,
 * duplicate beneficiaries; §9 season-ticket refunds; decision 67). Pure: airline-api decides with them and the
 * pages explain with them.
 */

/** Spec §4 order types of product orders: 6 package, 7 free flight, 9 presale ticket product, 10 flash sale. */
export const PRODUCT_ORDER_TYPES: readonly number[] = [6, 7, 9, 10];
export const isProductOrderType = (orderType: number) => PRODUCT_ORDER_TYPES.includes(orderType);

export type SaleFacts = {
  saleStartMs: number;
  saleEndMs: number;
  /** Daily sale hours in the airline's zone, [from, to); null for all day. */
  saleHours: { from: string; to: string } | null;
  remaining: number;
};

/** 'HH:MM' of an instant in the airline's zone. */
export function airlineClock(nowMs: number): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone: AIRLINE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(nowMs));
  return parts;
}

/**
 * Spec §4: not started before the sale opens, ended from its close, sold out when no unit is left, not in sale
 * period outside its daily hours, ongoing otherwise. The bounds: the opening instant sells, the closing one does not.
 */
export function productState(p: SaleFacts, nowMs: number): ProductState {
  if (nowMs < p.saleStartMs) return 'NOT_STARTED';
  if (nowMs >= p.saleEndMs) return 'ENDED';
  if (p.remaining <= 0) return 'SOLD_OUT';
  if (p.saleHours) {
    const t = airlineClock(nowMs);
    if (t < p.saleHours.from || t >= p.saleHours.to) return 'NOT_IN_PERIOD';
  }
  return 'ONGOING';
}

export type BeneficiaryFacts = {
  certificateType: string;
  certificateNumber: string;
  birthday: string;
  gender: 'M' | 'F' | '';
};

export type BeneficiaryIssue = {
  index: number;
  issue: 'DUPLICATE' | 'HOLDS_ALREADY' | 'TOO_YOUNG' | 'TOO_OLD' | 'GENDER';
};

/** One person, whatever the case or spacing of the document number. */
export const personKey = (b: Pick<BeneficiaryFacts, 'certificateType' | 'certificateNumber'>) =>
  `${b.certificateType}:${b.certificateNumber.replace(/\s+/g, '').toUpperCase()}`;

/** Too few beneficiaries for the product (a presale's minimum passenger count), or too many (spec §5). */
export function countIssue(rules: Pick<ProductRules, 'minBeneficiaries' | 'maxBeneficiaries'>, n: number) {
  if (n < rules.minBeneficiaries) return 'TOO_FEW' as const;
  if (n > rules.maxBeneficiaries) return 'TOO_MANY' as const;
  return null;
}

/**
 * Each beneficiary's first problem (spec §5): named twice in the list, already holding a unit of this product, or
 * outside its age (on `ageDate`, the first day of exchange, inclusive bounds) or gender limits.
 */
export function beneficiaryIssues(
  rules: Pick<ProductRules, 'minAge' | 'maxAge' | 'gender'>,
  list: BeneficiaryFacts[],
  ageDate: string,
  holding: ReadonlySet<string> = new Set(),
): BeneficiaryIssue[] {
  const seen = new Set<string>();
  const issues: BeneficiaryIssue[] = [];
  list.forEach((b, index) => {
    const key = personKey(b);
    const age = ageOn(b.birthday, ageDate);
    let issue: BeneficiaryIssue['issue'] | null = null;
    if (seen.has(key)) issue = 'DUPLICATE';
    else if (holding.has(key)) issue = 'HOLDS_ALREADY';
    else if (rules.minAge !== null && age < rules.minAge) issue = 'TOO_YOUNG';
    else if (rules.maxAge !== null && age > rules.maxAge) issue = 'TOO_OLD';
    else if (rules.gender !== null && b.gender !== rules.gender) issue = 'GENDER';
    seen.add(key);
    if (issue) issues.push({ index, issue });
  });
  return issues;
}

export type ExchangeWindow = { exchangeFrom: string; exchangeTo: string; confirmByMs: number };

/**
 * A flight can be exchanged for when its date lies in the card's exchange dates (inclusive) and the moment is
 * before the card's confirm deadline: otherwise 'not within convertibility time' (spec §8).
 */
export function withinExchange(w: ExchangeWindow, flightDate: string, nowMs: number): boolean {
  return nowMs < w.confirmByMs && flightDate >= w.exchangeFrom && flightDate <= w.exchangeTo;
}

/** A card's price: what its order was paid, shared by the order's cards, rounded down to the fen (0 without cards). */
export const cardPriceFen = (orderFen: number, cards: number) => (cards > 0 ? Math.floor(orderFen / cards) : 0);

/**
 * What a card's voluntary refund pays back (spec §9; decision 67): its price for the flights it has left,
 * rounded down to the fen; nothing once every flight is used or its confirm deadline has passed.
 */
export function unitRefundFen(priceFen: number, times: number, used: number, past: boolean): number {
  if (past || used >= times) return 0;
  return Math.floor((priceFen * (times - used)) / times);
}

/**
 * Flights given back to the card when a ticket exchanged with it is refunded (spec §9): none for a voluntary
 * refund, one for an involuntary one.
 */
export const timesRestored = (refundType: 'VOLUNTARY' | 'INVOLUNTARY') => (refundType === 'INVOLUNTARY' ? 1 : 0);

/**
 * A card's flight is on one of its product's routes ('CAN-PEK' pairs, both directions listed), or, for a product
 * of no route, on any domestic route.
 */
export function routeAllowed(routes: readonly string[], dep: string, arr: string, international: boolean): boolean {
  if (international) return false;
  return routes.length === 0 || routes.includes(`${dep}-${arr}`);
}

/**
 * The gender a ticket of the card's beneficiary carries: the book's, else read from a resident identity card (its
 * 17th digit, odd for men); null when neither says, and no ticket can be made.
 */
export function exchangeGender(b: { gender: 'M' | 'F' | ''; certificateType: string; certificateNumber: string }) {
  if (b.gender) return b.gender;
  const digit = b.certificateType === 'NI' ? Number(b.certificateNumber.trim().charAt(16)) : NaN;
  if (Number.isNaN(digit) || b.certificateNumber.trim().length !== 18) return null;
  return digit % 2 === 1 ? ('M' as const) : ('F' as const);
}

/** A product order's own page (spec §2): an open ticket's (type 7) /member/openOrderDetail, the others' specialProduct. */
export const productOrderPath = (orderType: number, orderNo: string) =>
  `${orderType === 7 ? '/member/openOrderDetail' : '/member/specialProduct'}/${encodeURIComponent(orderNo)}`;

/** Spec §9: a presale's balance may be paid in 11 periods; paying by the SMS link within 30 days is interest-free. */
export const INSTALLMENT_PERIODS = 11;
export const INSTALLMENT_INTEREST_FREE_DAYS = 30;

/** The balance in `periods` whole-fen amounts: an even split, the remainder on the first period. */
export function installmentPlan(balanceFen: number, periods = INSTALLMENT_PERIODS): number[] {
  const each = Math.floor(balanceFen / periods);
  return Array.from({ length: periods }, (_, i) => (i === 0 ? balanceFen - each * (periods - 1) : each));
}
