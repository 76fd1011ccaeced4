import { claimState, claimWindowEnd, claimedValidity, giftState, inClaimWindow } from './coupon-claim';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 11, 1);
const offer = { claimFromMs: FROM, stock: 10, claimed: 3, withdrawn: false };

describe('the 15-day claim window', () => {
  it('opens at its start and closes exactly 15 days later', () => {
    expect(inClaimWindow(FROM - 1, FROM - 1)).toBe(true);
    expect(inClaimWindow(FROM, FROM - 1)).toBe(false);
    expect(inClaimWindow(FROM, FROM)).toBe(true);
    expect(inClaimWindow(FROM, FROM + 15 * DAY - 1)).toBe(true);
    expect(inClaimWindow(FROM, FROM + 15 * DAY)).toBe(false);
    expect(claimWindowEnd(FROM)).toBe(FROM + 15 * DAY);
  });
});

describe('claimState before a claim', () => {
  it('is not on sale, unclaimed, then deprecated around the window', () => {
    expect(claimState(offer, null, FROM - 1)).toBe('NOT_ON_SALE');
    expect(claimState(offer, null, FROM)).toBe('UNCLAIMED');
    expect(claimState(offer, null, FROM + 15 * DAY - 1)).toBe('UNCLAIMED');
    expect(claimState(offer, null, FROM + 15 * DAY)).toBe('DEPRECATED');
  });
  it('runs out with the last coupon, and a withdrawn offer is deprecated', () => {
    expect(claimState({ ...offer, claimed: 9 }, null, FROM)).toBe('UNCLAIMED');
    expect(claimState({ ...offer, claimed: 10 }, null, FROM)).toBe('RUN_OUT');
    expect(claimState({ ...offer, withdrawn: true }, null, FROM)).toBe('DEPRECATED');
  });
});

describe('claimState after a claim', () => {
  const mine = { status: 'INI' as const, validFromMs: FROM + DAY, validToMs: FROM + 31 * DAY };
  it('received before its validity, available during it, deprecated after, used once spent', () => {
    expect(claimState({ ...offer, claimed: 10 }, mine, FROM + DAY - 1)).toBe('RECEIVED');
    expect(claimState(offer, mine, FROM + DAY)).toBe('AVAILABLE');
    expect(claimState(offer, mine, FROM + 31 * DAY - 1)).toBe('AVAILABLE');
    expect(claimState(offer, mine, FROM + 31 * DAY)).toBe('DEPRECATED');
    expect(claimState(offer, { ...mine, status: 'USED' }, FROM + 2 * DAY)).toBe('USED');
  });
  it('a claimed coupon is valid validDays from the claim, or from a later start', () => {
    expect(claimedValidity(FROM, null, 30)).toEqual({ validFromMs: FROM, validToMs: FROM + 30 * DAY });
    expect(claimedValidity(FROM, FROM + DAY, 30)).toEqual({ validFromMs: FROM + DAY, validToMs: FROM + 31 * DAY });
    expect(claimedValidity(FROM, FROM - DAY, 30).validFromMs).toBe(FROM);
  });
});

describe('giftState', () => {
  it('unopened for 15 days from the gift, then expired; opened whenever it was', () => {
    expect(giftState(FROM, null, FROM + 15 * DAY - 1)).toBe('UNOPENED');
    expect(giftState(FROM, null, FROM + 15 * DAY)).toBe('EXPIRED');
    expect(giftState(FROM, FROM + DAY, FROM + 20 * DAY)).toBe('OPENED');
  });
});
