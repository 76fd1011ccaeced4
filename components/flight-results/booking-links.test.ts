import type { SearchCriteria } from '@/lib/domain/search';
import { parseSearchUrl } from '@/lib/schemas/search-url';
import { legDateBounds, legDateHref, passengerStepHref, withLegDate } from './booking-links';

const roundTrip: SearchCriteria = {
  tripType: 'RT',
  legs: [
    { from: { code: 'CAN', type: 'CITY' }, to: { code: 'BJS', type: 'AREA' }, date: '2026-12-20' },
    { from: { code: 'BJS', type: 'AREA' }, to: { code: 'CAN', type: 'CITY' }, date: '2026-12-24' },
  ],
  passengers: { adults: 2, children: 1, infants: 0 },
};
const chosen = { flightId: 'YQ101-2026-12-20', fareFamily: 'STANDARD' as const };

describe('legDateBounds', () => {
  it('lets the first leg go from today to 180 days ahead', () => {
    expect(legDateBounds(roundTrip, 0, '2026-12-10')).toEqual({ min: '2026-12-10', max: '2027-06-08' });
  });

  it('keeps the return on or after the departure', () => {
    expect(legDateBounds(roundTrip, 1, '2026-12-10').min).toBe('2026-12-20');
  });
});

describe('withLegDate and legDateHref', () => {
  it('moves a later leg along when the earlier one would pass it', () => {
    const moved = withLegDate(roundTrip, 0, '2026-12-27');
    expect(moved.legs.map((l) => l.date)).toEqual(['2026-12-27', '2026-12-27']);
    expect(withLegDate(roundTrip, 0, '2026-12-21').legs[1]!.date).toBe('2026-12-24');
  });

  it('keeps the choices of earlier legs and drops the changed leg and later ones', () => {
    const href = legDateHref('zh-CN', roundTrip, [chosen], 1, '2026-12-25');
    expect(href.startsWith('/zh-CN/book/booking?')).toBe(true);
    const parsed = parseSearchUrl(Object.fromEntries(groupParams(href)))!;
    expect(parsed.choices).toEqual([chosen]);
    expect(parsed.criteria.legs[1]!.date).toBe('2026-12-25');
    expect(parsed.criteria.passengers).toEqual({ adults: 2, children: 1, infants: 0 });
    const again = parseSearchUrl(
      Object.fromEntries(groupParams(legDateHref('zh-CN', roundTrip, [chosen], 0, '2026-12-21'))),
    )!;
    expect(again.choices).toEqual([]);
  });

  it('carries the search and choices to the passenger step', () => {
    expect(passengerStepHref('en-US', roundTrip, [chosen])).toMatch(
      /^\/en-US\/book\/pmsg\?trip=RT&leg=.*&sel=YQ101-2026-12-20\.STANDARD$/,
    );
  });
});

function groupParams(href: string): [string, string | string[]][] {
  const params = new URLSearchParams(href.split('?')[1]);
  return [...new Set(params.keys())].map((k) => [k, params.getAll(k).length > 1 ? params.getAll(k) : params.get(k)!]);
}
