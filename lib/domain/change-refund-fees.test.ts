import {
  addCalendarDays,
  addWorkingDays,
  changeFee,
  feeBand,
  feeOf,
  refundFee,
  refundMoney,
  shareProRata,
  type FeeFareFamily,
  type FeePassengerType,
} from './change-refund-fees';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEP = Date.parse('2026-12-10T00:30:00Z');
const FARE = 100_000;

const at = (left: number) => DEP - left;
const refund = (type: FeePassengerType, fareFamily: FeeFareFamily, left: number, fareMinor = FARE) =>
  refundFee({ type, fareFamily, fareMinor, depMs: DEP, nowMs: at(left) });
const change = (type: FeePassengerType, fareFamily: FeeFareFamily, left: number, fareMinor = FARE) =>
  changeFee({ type, fareFamily, fareMinor, depMs: DEP, nowMs: at(left) });

describe('fee bands (decision 23; spec §9: 7 days, 72 hours, 4 hours)', () => {
  it('puts 7 days exactly in A, 1 ms less in B, 1 ms more in A', () => {
    expect(feeBand(DEP, at(7 * DAY + 1))).toBe('A');
    expect(feeBand(DEP, at(7 * DAY))).toBe('A');
    expect(feeBand(DEP, at(7 * DAY - 1))).toBe('B');
  });
  it('puts 72 hours exactly in B, 1 ms less in C', () => {
    expect(feeBand(DEP, at(72 * HOUR + 1))).toBe('B');
    expect(feeBand(DEP, at(72 * HOUR))).toBe('B');
    expect(feeBand(DEP, at(72 * HOUR - 1))).toBe('C');
  });
  it('puts 4 hours exactly in C, 1 ms less in D, and after departure in D', () => {
    expect(feeBand(DEP, at(4 * HOUR + 1))).toBe('C');
    expect(feeBand(DEP, at(4 * HOUR))).toBe('C');
    expect(feeBand(DEP, at(4 * HOUR - 1))).toBe('D');
    expect(feeBand(DEP, at(0))).toBe('D');
    expect(feeBand(DEP, at(-DAY))).toBe('D');
  });
});

describe('refund fees (spec §5 refund rules, §9 child refund)', () => {
  const bands = [8 * DAY, 5 * DAY, 24 * HOUR, 2 * HOUR];
  it.each([
    // Decision 23: BASIC and STANDARD are not refundable (as search shows them): only their taxes come back.
    ['BASIC', [null, null, null, null]],
    ['STANDARD', [null, null, null, null]],
    ['FLEX', [0, 5, 10, 20]],
  ] as const)('adult %s: %j percent', (family, rates) => {
    bands.forEach((left, i) => {
      const r = refund('ADT', family, left);
      const rate = rates[i] ?? null;
      expect(r.rate).toBe(rate);
      if (rate === null) expect(r).toMatchObject({ onlyTaxes: true, fee: FARE });
      else expect(r).toMatchObject({ onlyTaxes: false, fee: (FARE * rate) / 100 });
    });
  });
  it('child of any family: 40, 60, 70, then only the taxes', () => {
    for (const family of ['BASIC', 'STANDARD', 'FLEX'] as const) {
      expect(bands.map((left) => refund('CHD', family, left).rate)).toEqual([40, 60, 70, null]);
      expect(refund('CHD', family, 2 * HOUR)).toMatchObject({ onlyTaxes: true, fee: FARE });
    }
  });
  it('infant: free in every band', () => {
    for (const left of [...bands, -DAY])
      expect(refund('INF', 'BASIC', left)).toMatchObject({ fee: 0, rate: null, onlyTaxes: false });
  });
  it('at both sides of each bound', () => {
    expect(refund('ADT', 'FLEX', 7 * DAY).rate).toBe(0);
    expect(refund('ADT', 'FLEX', 7 * DAY - 1).rate).toBe(5);
    expect(refund('ADT', 'FLEX', 72 * HOUR).rate).toBe(5);
    expect(refund('ADT', 'FLEX', 72 * HOUR - 1).rate).toBe(10);
    expect(refund('ADT', 'FLEX', 4 * HOUR).rate).toBe(10);
    expect(refund('ADT', 'FLEX', 4 * HOUR - 1).rate).toBe(20);
    expect(refund('CHD', 'BASIC', 7 * DAY).rate).toBe(40);
    expect(refund('CHD', 'BASIC', 7 * DAY - 1).rate).toBe(60);
    expect(refund('CHD', 'BASIC', 4 * HOUR).rate).toBe(70);
    expect(refund('CHD', 'BASIC', 4 * HOUR - 1).onlyTaxes).toBe(true);
  });
  it('rounds the fee up to the whole unit and never above the fare', () => {
    // 5% of 123.45 is 6.1725: 7.00 kept.
    expect(refund('ADT', 'FLEX', 5 * DAY, 12_345).fee).toBe(700);
    // 5% of 120.00 is exactly 6.00.
    expect(refund('ADT', 'FLEX', 5 * DAY, 12_000).fee).toBe(600);
    // 70% of 0.50 is 0.35, rounded up to 1.00, but never more than the fare.
    expect(refund('CHD', 'BASIC', 24 * HOUR, 50).fee).toBe(50);
    expect(feeOf(12_001, 10)).toBe(1_300);
    expect(feeOf(0, 50)).toBe(0);
    expect(feeOf(5_000, 0)).toBe(0);
  });
});

describe('change fees (spec §9 child change fee; decision 23)', () => {
  const bands = [8 * DAY, 5 * DAY, 24 * HOUR];
  it.each([
    ['ADT', 'STANDARD', [10, 20, 30]],
    ['ADT', 'FLEX', [0, 0, 10]],
    ['CHD', 'BASIC', [10, 20, 30]],
    ['CHD', 'FLEX', [10, 20, 30]],
  ] as const)('%s %s: %j percent, not allowed under 4 hours', (type, family, rates) => {
    bands.forEach((left, i) => expect(change(type, family, left)).toMatchObject({ rate: rates[i] }));
    expect(change(type, family, 4 * HOUR)).toMatchObject({ rate: rates[2] });
    expect(change(type, family, 4 * HOUR - 1)).toEqual({ notAllowed: true, band: 'D' });
  });
  it('adult BASIC: not changeable in any band (decision 23: as search shows it)', () => {
    for (const left of [8 * DAY, 5 * DAY, 24 * HOUR, 2 * HOUR])
      expect(change('ADT', 'BASIC', left)).toMatchObject({ notAllowed: true });
  });
  it('infant: free whenever the adult may change, not under 4 hours', () => {
    expect(change('INF', 'BASIC', 8 * DAY)).toMatchObject({ fee: 0, rate: null });
    expect(change('INF', 'BASIC', 4 * HOUR)).toMatchObject({ fee: 0 });
    expect(change('INF', 'BASIC', 4 * HOUR - 1)).toEqual({ notAllowed: true, band: 'D' });
  });
  it('rounds up', () => {
    expect(change('ADT', 'STANDARD', 8 * DAY, 12_345)).toMatchObject({ fee: 1_300, rate: 10 });
  });
});

describe('sharing deductions pro rata (largest remainder)', () => {
  it('adds up to the total and follows the weights', () => {
    expect(shareProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareProRata(1_000, [3, 1])).toEqual([750, 250]);
    expect(shareProRata(5, [2, 2, 1])).toEqual([2, 2, 1]);
    expect(shareProRata(0, [1, 2])).toEqual([0, 0]);
    expect(shareProRata(10, [0, 0])).toEqual([0, 0]);
    const parts = shareProRata(9_999, [123, 456, 789, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9_999);
  });
});

describe('what an item gives back (decision 23: never more than was paid)', () => {
  const base = {
    fare: 100_000,
    fee: 10_000,
    onlyTaxes: false,
    taxes: 5_000,
    ancillaries: 3_000,
    pointsShareMoney: 0,
    pointsShare: 0,
    couponShare: 0,
  };
  it('fare − fee + taxes + add-ons', () => {
    expect(refundMoney(base)).toEqual({ money: 98_000, points: 0 });
  });
  it('keeps the coupon share, gives the points share back as points', () => {
    expect(refundMoney({ ...base, couponShare: 2_000, pointsShareMoney: 5_000, pointsShare: 5_000 })).toEqual({
      money: 91_000,
      points: 5_000,
    });
  });
  it('takes a fee that reaches into the points from the points', () => {
    expect(
      refundMoney({ ...base, fee: 70_000, couponShare: 10_000, pointsShareMoney: 40_000, pointsShare: 40_000 }),
    ).toEqual({ money: 8_000, points: 20_000 });
    expect(
      refundMoney({ ...base, fee: 95_000, couponShare: 10_000, pointsShareMoney: 40_000, pointsShare: 40_000 }),
    ).toEqual({ money: 8_000, points: 0 });
  });
  // In a USD order the points' share is in cents, not in points: the ratio, not the points themselves, is cut down.
  it('gives back the points the fee leaves in proportion, rounded down (a USD order)', () => {
    const usd = { ...base, fare: 10_000, fee: 9_000, taxes: 0, ancillaries: 0 };
    // The fee leaves 10.00 of the fare, less than the 15.00 paid with 1,000 points: 1,000 × 10 / 15 = 666.67.
    expect(refundMoney({ ...usd, pointsShareMoney: 1_500, pointsShare: 1_000 })).toEqual({ money: 0, points: 666 });
  });
  it('only taxes and add-ons when the fare is kept whole', () => {
    expect(
      refundMoney({ ...base, onlyTaxes: true, fee: 100_000, pointsShareMoney: 1_000, pointsShare: 1_000 }),
    ).toEqual({ money: 8_000, points: 0 });
  });
});

describe('working days (spec §9 refund times)', () => {
  it('skips weekends: approved on a Friday, 7 working days is the Tuesday after next', () => {
    // 2026-12-04 is a Friday.
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addWorkingDays('2026-12-04', 7)).toBe('2026-12-15');
    expect(addWorkingDays('2026-12-04', 15)).toBe('2026-12-25');
  });
  it('skips the holidays it is given', () => {
    const holidays = new Set(['2026-12-25']);
    expect(addWorkingDays('2026-12-04', 15, (d) => holidays.has(d))).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-30', 1, (d) => d === '2027-01-01')).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-31', 1, (d) => d === '2027-01-01')).toBe('2027-01-04');
  });
  it('counts calendar days too', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
