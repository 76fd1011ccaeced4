import {
  airlineClock,
  beneficiaryIssues,
  cardPriceFen,
  countIssue,
  installmentPlan,
  personKey,
  productState,
  timesRestored,
  unitRefundFen,
  withinExchange,
  type BeneficiaryFacts,
} from './special-product-rules';

// Spec §4 product states, §5 beneficiaries, §9 season-ticket refunds; decision 67.
const at = (iso: string) => Date.parse(iso);
const sale = {
  saleStartMs: at('2026-12-10T02:00:00Z'), // 10:00 Beijing
  saleEndMs: at('2026-12-20T02:00:00Z'),
  saleHours: null,
  remaining: 5,
};

describe('productState (spec §4)', () => {
  it('is not started until the opening instant, which sells', () => {
    expect(productState(sale, sale.saleStartMs - 1)).toBe('NOT_STARTED');
    expect(productState(sale, sale.saleStartMs)).toBe('ONGOING');
  });
  it('has ended from the closing instant on', () => {
    expect(productState(sale, sale.saleEndMs - 1)).toBe('ONGOING');
    expect(productState(sale, sale.saleEndMs)).toBe('ENDED');
  });
  it('is sold out with no unit left, and still one with one left', () => {
    expect(productState({ ...sale, remaining: 0 }, sale.saleStartMs)).toBe('SOLD_OUT');
    expect(productState({ ...sale, remaining: 1 }, sale.saleStartMs)).toBe('ONGOING');
    // An ended sale says ended, not sold out.
    expect(productState({ ...sale, remaining: 0 }, sale.saleEndMs)).toBe('ENDED');
  });
  it('is not in sale period outside its daily hours, read in Beijing time', () => {
    const hours = { ...sale, saleHours: { from: '10:00', to: '22:00' } };
    expect(productState(hours, at('2026-12-12T01:59:59Z'))).toBe('NOT_IN_PERIOD'); // 09:59:59
    expect(productState(hours, at('2026-12-12T02:00:00Z'))).toBe('ONGOING'); // 10:00
    expect(productState(hours, at('2026-12-12T13:59:00Z'))).toBe('ONGOING'); // 21:59
    expect(productState(hours, at('2026-12-12T14:00:00Z'))).toBe('NOT_IN_PERIOD'); // 22:00
    expect(airlineClock(at('2026-12-12T16:30:00Z'))).toBe('00:30');
  });
});

const adult = (n: string, extra: Partial<BeneficiaryFacts> = {}): BeneficiaryFacts => ({
  certificateType: 'NI',
  certificateNumber: n,
  birthday: '1990-06-15',
  gender: 'M',
  ...extra,
});
const open = { minAge: null, maxAge: null, gender: null };

describe('beneficiaries (spec §5)', () => {
  it('counts against the minimum passenger count and the maximum, both bounds inclusive', () => {
    const rules = { minBeneficiaries: 2, maxBeneficiaries: 4 };
    expect(countIssue(rules, 1)).toBe('TOO_FEW');
    expect(countIssue(rules, 2)).toBeNull();
    expect(countIssue(rules, 4)).toBeNull();
    expect(countIssue(rules, 5)).toBe('TOO_MANY');
  });
  it('refuses the same document twice, whatever its case or spaces, and names the second', () => {
    const list = [adult('11010519900615001x'), adult(' 11010519900615001X ')];
    expect(beneficiaryIssues(open, list, '2027-01-01')).toEqual([{ index: 1, issue: 'DUPLICATE' }]);
    expect(personKey(list[0]!)).toBe(personKey(list[1]!));
    // The same number under another document type is another document.
    expect(beneficiaryIssues(open, [adult('A1'), adult('A1', { certificateType: 'PP' })], '2027-01-01')).toEqual([]);
  });
  it('refuses a person who already holds the product', () => {
    const held = new Set([personKey(adult('B2'))]);
    expect(beneficiaryIssues(open, [adult('A1'), adult('b2')], '2027-01-01', held)).toEqual([
      { index: 1, issue: 'HOLDS_ALREADY' },
    ]);
  });
  it('checks the age limits on the given day, inclusive', () => {
    const rules = { minAge: 18, maxAge: 25, gender: null };
    const born = (d: string) => adult('X', { birthday: d });
    expect(beneficiaryIssues(rules, [born('2009-01-02')], '2027-01-01')).toEqual([{ index: 0, issue: 'TOO_YOUNG' }]);
    expect(beneficiaryIssues(rules, [born('2009-01-01')], '2027-01-01')).toEqual([]);
    expect(beneficiaryIssues(rules, [born('2001-01-02')], '2027-01-01')).toEqual([]); // still 25
    expect(beneficiaryIssues(rules, [born('2001-01-01')], '2027-01-01')).toEqual([{ index: 0, issue: 'TOO_OLD' }]); // 26
  });
  it('checks the gender limit', () => {
    const rules = { minAge: null, maxAge: null, gender: 'F' as const };
    expect(beneficiaryIssues(rules, [adult('F1', { gender: 'F' }), adult('M1')], '2027-01-01')).toEqual([
      { index: 1, issue: 'GENDER' },
    ]);
  });
});

describe('exchange and refunds (spec §8, §9)', () => {
  const w = { exchangeFrom: '2027-01-01', exchangeTo: '2027-03-31', confirmByMs: at('2027-03-30T16:00:00Z') };
  it('exchanges only for flight dates inside the window, inclusive', () => {
    const now = at('2026-12-20T00:00:00Z');
    expect(withinExchange(w, '2026-12-31', now)).toBe(false);
    expect(withinExchange(w, '2027-01-01', now)).toBe(true);
    expect(withinExchange(w, '2027-03-31', now)).toBe(true);
    expect(withinExchange(w, '2027-04-01', now)).toBe(false);
  });
  it('exchanges only before the confirm deadline', () => {
    expect(withinExchange(w, '2027-03-31', w.confirmByMs - 1)).toBe(true);
    expect(withinExchange(w, '2027-03-31', w.confirmByMs)).toBe(false);
  });
  it("shares an order's price among its cards, rounded down to the fen", () => {
    expect(cardPriceFen(259_800, 2)).toBe(129_900);
    expect(cardPriceFen(100_001, 2)).toBe(50_000);
    expect(cardPriceFen(100_000, 1)).toBe(100_000);
    expect(cardPriceFen(100_000, 0)).toBe(0);
  });
  it('pays back the flights left, rounded down to the fen', () => {
    expect(unitRefundFen(99_900, 3, 0, false)).toBe(99_900);
    expect(unitRefundFen(99_900, 3, 1, false)).toBe(66_600);
    expect(unitRefundFen(100_000, 3, 1, false)).toBe(66_666);
    expect(unitRefundFen(100_000, 3, 3, false)).toBe(0);
    expect(unitRefundFen(100_000, 3, 0, true)).toBe(0);
  });
  it('gives back one flight for an involuntary refund of an exchanged ticket, none for a voluntary one', () => {
    expect(timesRestored('INVOLUNTARY')).toBe(1);
    expect(timesRestored('VOLUNTARY')).toBe(0);
  });
});

describe('installmentPlan (spec §9)', () => {
  it('splits the balance into 11 whole-fen periods, the remainder on the first', () => {
    // PRESALE-SUMMER for two: (159,900 − 19,900) × 2 = 280,000 fen.
    const plan = installmentPlan(280_000);
    expect(plan).toHaveLength(11);
    expect(plan.reduce((a, b) => a + b, 0)).toBe(280_000);
    expect(plan[0]).toBe(25_460);
    expect(plan.slice(1).every((fen) => fen === 25_454)).toBe(true);
    expect(installmentPlan(22, 11)).toEqual(Array(11).fill(2));
  });
});
