import { partyLines, partyTotal, seatsNeeded } from './party-price';

// spec §3 price parts: results show the total for the chosen passengers, from airline-api's per-type prices.
const prices = { ADT: { total: 71000 }, CHD: { total: 31000 }, INF: { total: 6000 } };

describe('partyTotal', () => {
  it('is one adult price for one adult', () => {
    expect(partyTotal(prices, { adults: 1, children: 0, infants: 0 })).toBe(71000);
  });

  it('adds each passenger at the price of their type', () => {
    expect(partyTotal(prices, { adults: 2, children: 1, infants: 1 })).toBe(2 * 71000 + 31000 + 6000);
  });
});

describe('partyLines', () => {
  it('lists only the types present, adults first', () => {
    expect(partyLines(prices, { adults: 2, children: 0, infants: 1 })).toEqual([
      { type: 'ADT', count: 2, price: prices.ADT },
      { type: 'INF', count: 1, price: prices.INF },
    ]);
  });
});

describe('seatsNeeded', () => {
  it('counts adults and children, not infants on a lap', () => {
    expect(seatsNeeded({ adults: 2, children: 1, infants: 1 })).toBe(3);
  });
});
