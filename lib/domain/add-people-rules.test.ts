import { guardianCanBring, infantCapacity, type CompanionFacts } from './add-people-rules';

// Spec §5 / §9: one adult brings at most 2 children, or 1 child and 1 infant (decision 25).
const facts = (guardians: string[], dependants: CompanionFacts['dependants'] = []): CompanionFacts => ({
  guardians,
  dependants,
});
const chd = (guardianId: string | null = null) => ({ type: 'CHD' as const, guardianId });
const inf = (guardianId: string | null = null) => ({ type: 'INF' as const, guardianId });

describe('guardianCanBring', () => {
  it('lets an adult alone bring a child or an infant', () => {
    expect(guardianCanBring(facts(['a']), 'a', 'CHD')).toBe(true);
    expect(guardianCanBring(facts(['a']), 'a', 'INF')).toBe(true);
  });

  it('refuses someone who is not a guardian of the order (under 18, or not flying)', () => {
    expect(guardianCanBring(facts(['a']), 'b', 'CHD')).toBe(false);
  });

  it('takes a second child (2 children) but not a third', () => {
    expect(guardianCanBring(facts(['a'], [chd()]), 'a', 'CHD')).toBe(true);
    expect(guardianCanBring(facts(['a'], [chd(), chd()]), 'a', 'CHD')).toBe(false);
  });

  it('takes an infant beside one child (1 child and 1 infant) but not beside two', () => {
    expect(guardianCanBring(facts(['a'], [chd()]), 'a', 'INF')).toBe(true);
    expect(guardianCanBring(facts(['a'], [chd(), chd()]), 'a', 'INF')).toBe(false);
  });

  it('refuses a second infant, and a child beside an infant and a child', () => {
    expect(guardianCanBring(facts(['a'], [inf()]), 'a', 'INF')).toBe(false);
    expect(guardianCanBring(facts(['a'], [inf()]), 'a', 'CHD')).toBe(true);
    expect(guardianCanBring(facts(['a'], [inf(), chd()]), 'a', 'CHD')).toBe(false);
  });

  it('gives the booked dependants to the other guardians first', () => {
    // Two booked children fit with b, so a is free for an infant.
    expect(guardianCanBring(facts(['a', 'b'], [chd(), chd()]), 'a', 'INF')).toBe(true);
    // Three booked children: b takes two, a the third; a still has room for one more child, not for two.
    expect(guardianCanBring(facts(['a', 'b'], [chd(), chd(), chd()]), 'a', 'CHD')).toBe(true);
    expect(guardianCanBring(facts(['a', 'b'], [chd(), chd(), chd(), chd()]), 'a', 'CHD')).toBe(false);
  });

  it('keeps a dependant added later with the guardian it names', () => {
    expect(guardianCanBring(facts(['a', 'b'], [inf('a')]), 'a', 'INF')).toBe(false);
    expect(guardianCanBring(facts(['a', 'b'], [inf('a')]), 'b', 'INF')).toBe(true);
    expect(guardianCanBring(facts(['a', 'b'], [chd('a'), chd('a')]), 'a', 'CHD')).toBe(false);
  });

  it('places booked infants before booked children, so an order that fits is found to fit', () => {
    // b: infant + child, a: one child; a then has room for another child but no infant place is needed twice.
    expect(guardianCanBring(facts(['a', 'b'], [chd(), chd(), inf()]), 'a', 'CHD')).toBe(true);
    expect(guardianCanBring(facts(['a', 'b'], [chd(), chd(), inf()]), 'a', 'INF')).toBe(true);
  });
});

describe('infantCapacity', () => {
  it('is one infant per side of each row an infant may sit in', () => {
    // A320: 31 rows, no infants in row 1, exit rows 12-13 nor row 11 in front of them: 27 rows × 2 sides.
    expect(infantCapacity('A320')).toBe(54);
    // A321: 37 rows, less row 1, 11-13 and 25-26: 31 rows × 2 sides.
    expect(infantCapacity('A321')).toBe(62);
  });
});
