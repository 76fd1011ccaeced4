import { ANY_SCOPE, couponBlock, couponTab, type CouponUse, type HeldCoupon } from './coupon-eligibility';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 3, 4, 0, 0);

const coupon = (over: Partial<HeldCoupon> = {}): HeldCoupon => ({
  status: 'INI',
  kind: 'DEDUCTION',
  thresholdFen: 0,
  minDaysBeforeDeparture: 0,
  validFromMs: NOW - DAY,
  validToMs: NOW + DAY,
  scope: ANY_SCOPE,
  ...over,
});
const use = (over: Partial<CouponUse> = {}): CouponUse => ({
  nowMs: NOW,
  fareFen: 50_000,
  firstDepMs: NOW + 10 * DAY,
  segments: ['CAN-PEK'],
  flights: ['YQ1001'],
  channel: 'WEB',
  product: 'TICKET',
  realNameExpired: false,
  ...over,
});

describe('couponBlock: validity [validFrom, validTo)', () => {
  it('is usable from its first instant and expired from validTo on', () => {
    expect(couponBlock(coupon({ validFromMs: NOW }), use())).toBeNull();
    expect(couponBlock(coupon({ validFromMs: NOW + 1 }), use())).toBe('couponNotYetValid');
    expect(couponBlock(coupon({ validToMs: NOW + 1 }), use())).toBeNull();
    expect(couponBlock(coupon({ validToMs: NOW }), use())).toBe('couponExpired');
  });
  it('a used coupon is never usable', () => {
    expect(couponBlock(coupon({ status: 'USED' }), use())).toBe('couponUsed');
  });
});

describe('couponBlock: days before departure', () => {
  const c = coupon({ minDaysBeforeDeparture: 3 });
  it('lets a flight leaving exactly 3 days from now through, not one a millisecond sooner', () => {
    expect(couponBlock(c, use({ firstDepMs: NOW + 3 * DAY }))).toBeNull();
    expect(couponBlock(c, use({ firstDepMs: NOW + 3 * DAY - 1 }))).toBe('couponTooCloseToDeparture');
  });
  it('0 means no limit', () => {
    expect(couponBlock(coupon(), use({ firstDepMs: NOW + 1 }))).toBeNull();
  });
});

describe('couponBlock: scope', () => {
  it('refuses another channel, product, segment or flight; an empty list means any', () => {
    const scoped = coupon({
      scope: { products: ['TICKET'], segments: ['CAN-PEK'], flights: ['YQ1001'], channels: ['APP'] },
    });
    expect(couponBlock(scoped, use())).toBe('couponWrongChannel');
    const web = { ...scoped, scope: { ...scoped.scope, channels: ['WEB' as const] } };
    expect(couponBlock(web, use())).toBeNull();
    expect(couponBlock(web, use({ product: 'ANCILLARY' }))).toBe('couponWrongProduct');
    expect(couponBlock(web, use({ segments: ['CAN-PEK', 'PEK-SHA'] }))).toBe('couponWrongSegment');
    expect(couponBlock(web, use({ flights: ['YQ1003'] }))).toBe('couponWrongFlight');
  });
});

describe('couponBlock: the member and the fare', () => {
  it('an expired certification blocks every coupon (spec §6)', () => {
    expect(couponBlock(coupon(), use({ realNameExpired: true }))).toBe('couponRealNameExpired');
  });
  it('a full reduction needs its threshold, reached exactly', () => {
    const c = coupon({ kind: 'FULL_REDUCTION', thresholdFen: 50_000 });
    expect(couponBlock(c, use({ fareFen: 50_000 }))).toBeNull();
    expect(couponBlock(c, use({ fareFen: 49_999 }))).toBe('couponThresholdNotMet');
  });
});

describe('couponTab', () => {
  it('sorts into unused, used and expired by date', () => {
    expect(couponTab({ status: 'INI', validToMs: NOW + 1 }, NOW)).toBe('INI');
    expect(couponTab({ status: 'INI', validToMs: NOW }, NOW)).toBe('EXPIRED');
    expect(couponTab({ status: 'USED', validToMs: NOW - DAY }, NOW)).toBe('USED');
  });
});
