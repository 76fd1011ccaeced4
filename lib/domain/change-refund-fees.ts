/**
 * Change and refund fees (spec §5 refund rules "fee decimals rounded up", §9 child fees and refund times;
 * decision 23). Pure: airline-api prices refunds with it, the web may explain them. Amounts are
 * integer minor units of one currency; instants are ms since the epoch.
 *
 * The fee depends on the time left before the segment's scheduled departure, in four bands:
 * A: 7 days or more; B: 72 hours or more, under 7 days; C: 4 hours or more, under 72 hours;
 * D: under 4 hours, and after departure. An instant exactly on a bound belongs to the earlier (cheaper) band.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const FEE_BAND_BOUNDS_MS = { A: 7 * DAY_MS, B: 72 * HOUR_MS, C: 4 * HOUR_MS } as const;

export type FeeBand = 'A' | 'B' | 'C' | 'D';
export type FeePassengerType = 'ADT' | 'CHD' | 'INF';
export type FeeFareFamily = 'BASIC' | 'STANDARD' | 'FLEX';

/** The band of a departure at `depMs` seen at `nowMs`. */
export function feeBand(depMs: number, nowMs: number): FeeBand {
  const left = depMs - nowMs;
  if (left >= FEE_BAND_BOUNDS_MS.A) return 'A';
  if (left >= FEE_BAND_BOUNDS_MS.B) return 'B';
  if (left >= FEE_BAND_BOUNDS_MS.C) return 'C';
  return 'D';
}

/** A rate in percent of the fare, or 'TAXES' (only the taxes come back) / 'NO' (no change allowed). */
type RefundRate = number | 'TAXES';
type ChangeRate = number | 'NO';

/**
 * Refund fee in percent of the ticket fare by band (spec §9 for children; adults by fare family, decision 23).
 * Adults keep the conditions search showed them (airline-api/src/domain/fares.ts): BASIC and STANDARD are not
 * refundable, so only their taxes come back; FLEX is.
 */
export const REFUND_RATES: Record<'ADT' | 'CHD', Record<string, Record<FeeBand, RefundRate>>> = {
  ADT: {
    BASIC: { A: 'TAXES', B: 'TAXES', C: 'TAXES', D: 'TAXES' },
    STANDARD: { A: 'TAXES', B: 'TAXES', C: 'TAXES', D: 'TAXES' },
    FLEX: { A: 0, B: 5, C: 10, D: 20 },
  },
  // Spec §9: "Child refund: 40%, 60%, 70%, and after that only airport construction fee and fuel surcharge".
  CHD: { ANY: { A: 40, B: 60, C: 70, D: 'TAXES' } },
};

/**
 * Change fee in percent of the ticket fare by band; no change under 4 hours. BASIC is not changeable (as search
 * showed it), so its adults (and the children and infants moving with them) cannot change.
 */
export const CHANGE_RATES: Record<'ADT' | 'CHD', Record<string, Record<FeeBand, ChangeRate>>> = {
  ADT: {
    BASIC: { A: 'NO', B: 'NO', C: 'NO', D: 'NO' },
    STANDARD: { A: 10, B: 20, C: 30, D: 'NO' },
    FLEX: { A: 0, B: 0, C: 10, D: 'NO' },
  },
  // Spec §9: "Child change fee: 7 days or more 10%, 7 days to 72 hours 20%, 72 to 4 hours 30%, under 4 hours not allowed".
  CHD: { ANY: { A: 10, B: 20, C: 30, D: 'NO' } },
};

/**
 * `rate` percent of `fareMinor`, rounded up to the whole currency unit (a multiple of 100 minor units), never
 * more than the fare (spec §5 "fee decimals rounded up").
 */
export function feeOf(fareMinor: number, rate: number): number {
  if (rate <= 0 || fareMinor <= 0) return 0;
  return Math.min(fareMinor, Math.ceil((fareMinor * rate) / 10_000) * 100);
}

export type FeeInput = {
  type: FeePassengerType;
  fareFamily: FeeFareFamily;
  fareMinor: number;
  depMs: number;
  nowMs: number;
};

/**
 * The voluntary refund fee of one ticket. `fee` is what is kept of the fare; `rate` its percent (null for an
 * infant, who is refunded free, and when only the taxes come back); `onlyTaxes`: the fare is kept whole.
 */
export function refundFee(input: FeeInput): { fee: number; rate: number | null; onlyTaxes: boolean; band: FeeBand } {
  const band = feeBand(input.depMs, input.nowMs);
  // Spec §9: "Infants change and refund free".
  if (input.type === 'INF') return { fee: 0, rate: null, onlyTaxes: false, band };
  const rate = input.type === 'CHD' ? REFUND_RATES.CHD.ANY![band] : REFUND_RATES.ADT[input.fareFamily]![band];
  if (rate === 'TAXES') return { fee: input.fareMinor, rate: null, onlyTaxes: true, band };
  return { fee: feeOf(input.fareMinor, rate), rate, onlyTaxes: false, band };
}

/**
 * The change fee of one ticket, or `notAllowed` under 4 hours (and after departure). An infant follows their
 * adult: free whenever the adult may change, not allowed when no adult may.
 */
export function changeFee(
  input: FeeInput,
): { fee: number; rate: number | null; band: FeeBand } | { notAllowed: true; band: FeeBand } {
  const band = feeBand(input.depMs, input.nowMs);
  const rate = input.type === 'ADT' ? CHANGE_RATES.ADT[input.fareFamily]![band] : CHANGE_RATES.CHD.ANY![band];
  if (rate === 'NO') return { notAllowed: true, band };
  if (input.type === 'INF') return { fee: 0, rate: null, band };
  return { fee: feeOf(input.fareMinor, rate), rate, band };
}

/**
 * Splits `total` over `weights` in proportion, in whole minor units, by largest remainder (ties to the
 * earlier weight): the parts always add up to `total`. All-zero weights share nothing (all zero) unless
 * total is 0.
 */
export function shareProRata(total: number, weights: number[]): number[] {
  const sum = weights.reduce((n, w) => n + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((n, p) => n + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export type RefundMoneyInput = {
  fare: number;
  fee: number;
  onlyTaxes: boolean;
  taxes: number;
  ancillaries: number;
  /** The item's share of the order's points deduction: its worth in money, and the points themselves. */
  pointsShareMoney: number;
  pointsShare: number;
  /** The item's share of the order's coupon deduction (kept by the airline). */
  couponShare: number;
};

/**
 * What one item gives back: money = max(0, fare − fee − points share − coupon share) + taxes + add-ons, and
 * the points paid for its fare. The fee is taken from the money first; when it reaches into the part paid
 * with points, only the points left over come back (in proportion, rounded down). When only taxes come back,
 * the fare is kept whole, the part paid with points too. Nothing comes back beyond what was paid.
 */
export function refundMoney(i: RefundMoneyInput): { money: number; points: number } {
  if (i.onlyTaxes) return { money: i.taxes + i.ancillaries, points: 0 };
  const afterFee = i.fare - i.fee - i.couponShare;
  const fareMoney = Math.max(0, afterFee - i.pointsShareMoney);
  let points = i.pointsShare;
  if (afterFee < i.pointsShareMoney)
    points = i.pointsShareMoney > 0 ? Math.floor((i.pointsShare * Math.max(0, afterFee)) / i.pointsShareMoney) : 0;
  return { money: fareMoney + i.taxes + i.ancillaries, points };
}

// Working days (spec §9: "Refund arrives 7 to 15 working days after approval").

const dayNumber = (iso: string) =>
  Math.floor(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Calendar days after a date (YYYY-MM-DD). */
export function addCalendarDays(isoDate: string, days: number): string {
  return isoOf(dayNumber(isoDate) + days);
}

/** Saturday or Sunday. */
export function isWeekend(isoDate: string): boolean {
  const dow = new Date(dayNumber(isoDate) * DAY_MS).getUTCDay();
  return dow === 0 || dow === 6;
}

/**
 * The `n`-th working day after `isoDate` (which itself does not count): weekends and the days `isHoliday`
 * names are skipped.
 */
export function addWorkingDays(isoDate: string, n: number, isHoliday: (isoDate: string) => boolean = () => false) {
  let day = dayNumber(isoDate);
  let left = n;
  while (left > 0) {
    day += 1;
    const iso = isoOf(day);
    if (!isWeekend(iso) && !isHoliday(iso)) left -= 1;
  }
  return isoOf(day);
}
