import type { SearchCriteria } from '@/lib/domain/search';
import { formatSearchUrl, parseSearchUrl } from './search-url';

/** What Next hands a page: repeated keys become arrays. */
function paramsOf(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

const ROUND_TRIP: SearchCriteria = {
  tripType: 'RT',
  legs: [
    { from: { code: 'CAN', type: 'CITY' }, to: { code: 'BJS', type: 'AREA' }, date: '2026-12-01' },
    { from: { code: 'BJS', type: 'AREA' }, to: { code: 'CAN', type: 'CITY' }, date: '2026-12-05' },
  ],
  passengers: { adults: 2, children: 1, infants: 1 },
};

describe('search URL (/book/booking)', () => {
  it('formats the documented shape', () => {
    expect(formatSearchUrl(ROUND_TRIP)).toBe(
      'trip=RT&leg=CAN.CITY.BJS.AREA.2026-12-01&leg=BJS.AREA.CAN.CITY.2026-12-05&adt=2&chd=1&inf=1',
    );
  });

  it('marks an army search with army=1 and reads it back; a public search has no army key (spec §7 channels)', () => {
    const army: SearchCriteria = { ...ROUND_TRIP, army: true };
    expect(formatSearchUrl(army)).toContain('&army=1');
    expect(formatSearchUrl(ROUND_TRIP)).not.toContain('army');
    expect(parseSearchUrl(paramsOf(formatSearchUrl(army)))?.criteria).toEqual(army);
    expect(parseSearchUrl(paramsOf(formatSearchUrl(ROUND_TRIP)))?.criteria.army).toBeUndefined();
    expect(parseSearchUrl(paramsOf(`${formatSearchUrl(ROUND_TRIP)}&army=yes`))).toBeNull();
  });

  it('round-trips criteria and fare choices', () => {
    const choices = [{ flightId: 'SL1234-20261201', fareFamily: 'STANDARD' as const }];
    expect(parseSearchUrl(paramsOf(formatSearchUrl(ROUND_TRIP, choices)))).toEqual({ criteria: ROUND_TRIP, choices });
  });

  it('round-trips a one-way search with a single leg and a multi-city search of 4 legs', () => {
    const oneWay: SearchCriteria = { ...ROUND_TRIP, tripType: 'OW', legs: ROUND_TRIP.legs.slice(0, 1) };
    expect(parseSearchUrl(paramsOf(formatSearchUrl(oneWay)))?.criteria).toEqual(oneWay);
    const multi: SearchCriteria = {
      tripType: 'MT',
      legs: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date, i) => ({
        from: { code: ['CAN', 'PVG', 'CTU', 'SZX'][i]!, type: i === 1 ? 'AIRPORT' : 'CITY' },
        to: { code: ['PVG', 'CTU', 'SZX', 'CAN'][i]!, type: i === 0 ? 'AIRPORT' : 'CITY' },
        date,
      })),
      passengers: { adults: 1, children: 0, infants: 0 },
    };
    expect(parseSearchUrl(paramsOf(formatSearchUrl(multi)))?.criteria).toEqual(multi);
  });

  it('defaults passengers to one adult', () => {
    expect(parseSearchUrl({ trip: 'OW', leg: 'CAN.CITY.BJS.AREA.2026-12-01' })?.criteria.passengers).toEqual({
      adults: 1,
      children: 0,
      infants: 0,
    });
  });

  it.each([
    ['no trip', 'leg=CAN.CITY.BJS.AREA.2026-12-01'],
    ['an unknown trip type', 'trip=XX&leg=CAN.CITY.BJS.AREA.2026-12-01'],
    ['no leg', 'trip=OW'],
    ['a lower-case code', 'trip=OW&leg=can.CITY.BJS.AREA.2026-12-01'],
    ['an unknown place type', 'trip=OW&leg=CAN.TOWN.BJS.AREA.2026-12-01'],
    ['a bad date', 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-1-01'],
    ['5 legs', `trip=MT${'&leg=CAN.CITY.BJS.AREA.2026-12-01'.repeat(5)}`],
    ['10 adults', 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-01&adt=10'],
    ['a negative count', 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-01&chd=-1'],
    ['a bad fare choice', 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-01&sel=SL1.CHEAP'],
  ])('answers null for %s', (_, query) => {
    expect(parseSearchUrl(paramsOf(query))).toBeNull();
  });
});
