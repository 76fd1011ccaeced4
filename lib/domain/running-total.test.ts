import { runningTotal, type PricedSegment } from './running-total';

// spec §3 price parts "a running total on the passenger and services steps"; spec §3 price parts (fare and taxes
// per passenger type, add-ons), in integer minor units.

const price = (fare: number, airportFee: number, fuelSurcharge: number, otherTax = 0) => ({
  fare,
  airportFee,
  fuelSurcharge,
  otherTax,
  total: fare + airportFee + fuelSurcharge + otherTax,
});

// A domestic outbound and return: a child pays half the fare and half the fuel, an infant 10% and no taxes.
const out: PricedSegment = {
  currency: 'CNY',
  passengerPrices: { ADT: price(80000, 5000, 2000), CHD: price(40000, 0, 1000), INF: price(8000, 0, 0) },
};
const back: PricedSegment = {
  currency: 'CNY',
  passengerPrices: { ADT: price(60000, 5000, 2000), CHD: price(30000, 0, 1000), INF: price(6000, 0, 0) },
};
const family = { adults: 2, children: 1, infants: 1 };

describe('runningTotal', () => {
  it('sums every passenger of the party over every segment', () => {
    const r = runningTotal([out, back], family)!;
    // Adults 2 × (87,000 + 67,000), child 41,000 + 31,000, infant 8,000 + 6,000.
    expect(r.fare).toBe(2 * 154_000 + 72_000 + 14_000);
    expect(r.total).toBe(r.fare);
    expect(r.currency).toBe('CNY');
  });

  it('adds the add-ons chosen so far', () => {
    const r = runningTotal([out, back], family, 15_000)!;
    expect(r.addOns).toBe(15_000);
    expect(r.total).toBe(394_000 + 15_000);
  });

  it('breaks the fare down by passenger type present, the lines adding up to the fare', () => {
    const r = runningTotal([out, back], { adults: 1, children: 0, infants: 1 })!;
    expect(r.lines).toEqual([
      { type: 'ADT', count: 1, amount: 154_000 },
      { type: 'INF', count: 1, amount: 14_000 },
    ]);
    expect(r.lines.reduce((n, l) => n + l.amount, 0)).toBe(r.fare);
  });

  it('keeps integer minor units (no float drift on cents)', () => {
    const cents: PricedSegment = {
      currency: 'USD',
      passengerPrices: { ADT: price(11111, 694, 278, 1389), CHD: price(5556, 0, 139), INF: price(1111, 0, 0) },
    };
    const r = runningTotal([cents, cents, cents], { adults: 3, children: 2, infants: 1 }, 1)!;
    expect(Number.isInteger(r.total)).toBe(true);
    expect(r.total).toBe(3 * (3 * 13472 + 2 * 5695 + 1111) + 1);
  });

  it('answers null when there is nothing to price or the segments disagree on the currency', () => {
    expect(runningTotal([], family)).toBeNull();
    expect(runningTotal([out, { ...back, currency: 'USD' }], family)).toBeNull();
  });
});
