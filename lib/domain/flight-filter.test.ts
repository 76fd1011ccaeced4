import { NO_FILTER, dayPeriodOf, filterFlights, filterOptions, isFiltered, toggle } from './flight-filter';

// results filter by departure time and airport.
const f = (id: string, clock: string, depAirport: string, arrAirport: string) => {
  const [h, m] = clock.split(':').map(Number);
  return { id, depMinutes: h! * 60 + m!, depAirport, arrAirport };
};
const flights = [
  f('a', '05:59', 'PEK', 'SHA'),
  f('b', '06:00', 'PKX', 'PVG'),
  f('c', '12:30', 'PEK', 'PVG'),
  f('d', '18:00', 'PKX', 'SHA'),
  f('e', '23:59', 'PEK', 'SHA'),
];

describe('dayPeriodOf', () => {
  it('splits the local day at 06:00, 12:00 and 18:00', () => {
    expect([0, 359, 360, 719, 720, 1079, 1080, 1439].map(dayPeriodOf)).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('filterFlights', () => {
  it('keeps everything with no choice made', () => {
    expect(filterFlights(flights, NO_FILTER)).toHaveLength(5);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('adds up choices of one filter and narrows across filters', () => {
    const ids = (filter: Parameters<typeof filterFlights>[1]) => filterFlights(flights, filter).map((x) => x.id);
    expect(ids({ ...NO_FILTER, periods: ['night', 'evening'] })).toEqual(['a', 'd', 'e']);
    expect(ids({ ...NO_FILTER, periods: ['night', 'evening'], depAirports: ['PEK'] })).toEqual(['a', 'e']);
    expect(ids({ ...NO_FILTER, arrAirports: ['PVG'] })).toEqual(['b', 'c']);
    expect(ids({ periods: ['morning'], depAirports: ['PEK'], arrAirports: [] })).toEqual([]);
  });
});

describe('filterOptions', () => {
  it('offers only the periods that have flights, and each end’s airports', () => {
    expect(filterOptions(flights.slice(1, 3))).toEqual({
      periods: ['morning', 'afternoon'],
      depAirports: ['PKX', 'PEK'],
      arrAirports: ['PVG'],
    });
  });
});

describe('toggle', () => {
  it('adds a missing value and removes a present one', () => {
    expect(toggle(['PEK'], 'PKX')).toEqual(['PEK', 'PKX']);
    expect(toggle(['PEK', 'PKX'], 'PEK')).toEqual(['PKX']);
  });
});
