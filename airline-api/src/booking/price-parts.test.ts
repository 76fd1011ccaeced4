import { passengerFareFen, passengerPriceIn } from '../domain/fares';
import { pricePartsIn, type PriceFen } from './price-parts';

// Spec §booking (price breakdown) and decision 14 "prices a family can trust": the order's amount in a foreign
// currency is the sum of the per-passenger and per-add-on prices searchflight and the catalogue showed.
const taxes = { airportFee: 5_000, fuelSurcharge: 1_000 };
const family = (['ADT', 'ADT', 'CHD', 'INF'] as const).flatMap((type) =>
  [81_300, 64_700].map((adultFare) => passengerFareFen(adultFare, taxes, false, type)),
);
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
const priced = (withLines: boolean): PriceFen => ({
  ticketFare: sum(family.map((f) => f.fare)),
  airportTax: sum(family.map((f) => f.airportTax)),
  fuelTax: sum(family.map((f) => f.fuelTax)),
  otherTax: 0,
  ancillaries: { BAGGAGE: 2 * 13_300 },
  couponDeduction: 0,
  pointsDeduction: 0,
  pointsUsed: 0,
  ...(withLines && {
    lines: {
      fares: family,
      ancillaries: [
        { kind: 'BAGGAGE' as const, fen: 13_300 },
        { kind: 'BAGGAGE' as const, fen: 13_300 },
      ],
    },
  }),
});

describe('pricePartsIn', () => {
  it('in USD, equals the sum of the per-passenger prices and per-add-on prices shown before booking', () => {
    const shown = sum(family.map((f) => passengerPriceIn(f, 'USD').total)) + 2 * Math.round(13_300 / 7.1);
    const parts = pricePartsIn(priced(true), 'USD');
    expect(parts.actualAmount).toBe(shown);
    expect(parts.ancillaries.BAGGAGE).toBe(2 * Math.round(13_300 / 7.1));
  });

  it('without kept lines (orders priced before), converts each summed part once, as before', () => {
    const parts = pricePartsIn(priced(false), 'USD');
    expect(parts.ticketFare).toBe(Math.round(priced(false).ticketFare / 7.1));
    // The two rules differ for this family, which is why lines are kept.
    expect(parts.actualAmount).not.toBe(pricePartsIn(priced(true), 'USD').actualAmount);
  });

  it('in CNY, lines or not, the parts are the fen sums and add up to the amount', () => {
    const a = pricePartsIn(priced(true), 'CNY');
    const b = pricePartsIn(priced(false), 'CNY');
    expect(a).toEqual(b);
    expect(a.actualAmount).toBe(a.ticketFare + a.airportTax + a.fuelTax + a.otherTax + a.addOnTotal);
  });

  it('never goes below zero after deductions', () => {
    const p = { ...priced(true), couponDeduction: 10_000_000 };
    expect(pricePartsIn(p, 'USD').actualAmount).toBe(0);
  });
});
