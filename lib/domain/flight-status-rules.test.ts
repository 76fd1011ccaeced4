import {
  FLIGHT_NO_MAX_LENGTH,
  FLIGHT_STATUS_REFRESH_MIN_MS,
  FLIGHT_STATUS_REFRESH_MS,
  delayFitsStatus,
  flightStatusAt,
  flightStatusDateRange,
  flightStatusParams,
  flightStatusQueryOf,
  normalizeFlightNo,
  refreshIntervalMs,
  validateFlightNo,
  validateFlightStatusDate,
  validateFlightStatusQuery,
  validateRoute,
} from './flight-status-rules';

const TODAY = '2026-12-01';

describe('spec §5 flight dynamics: flight number length limited and format-checked', () => {
  it(`takes ${FLIGHT_NO_MAX_LENGTH} characters and refuses ${FLIGHT_NO_MAX_LENGTH + 1}`, () => {
    expect(FLIGHT_NO_MAX_LENGTH).toBe(6);
    expect(validateFlightNo('YQ1234')).toBeNull();
    expect(validateFlightNo('YQ12345')).toBe('flightNoTooLong');
  });

  it('needs a number, 1 to 4 digits after a two-character designator', () => {
    expect(validateFlightNo('')).toBe('flightNoRequired');
    expect(validateFlightNo('   ')).toBe('flightNoRequired');
    expect(validateFlightNo('YQ')).toBe('flightNoFormat');
    expect(validateFlightNo('YQ1')).toBeNull();
    expect(validateFlightNo('3U8888')).toBeNull();
    expect(validateFlightNo('9C123')).toBeNull();
    expect(validateFlightNo('123')).toBe('flightNoFormat');
    expect(validateFlightNo('YQ12A')).toBe('flightNoFormat');
    expect(validateFlightNo('YQ 12')).toBe('flightNoFormat');
    expect(validateFlightNo('Y-12')).toBe('flightNoFormat');
  });

  it('does not mind case or surrounding spaces', () => {
    expect(normalizeFlightNo(' yq1001 ')).toBe('YQ1001');
    expect(validateFlightNo(' yq1001 ')).toBeNull();
  });
});

describe('spec §5 flight dynamics: date within range (yesterday to two days ahead)', () => {
  it('names the range in the airline zone’s days', () => {
    expect(flightStatusDateRange(TODAY)).toEqual({ first: '2026-11-30', last: '2026-12-03' });
    expect(flightStatusDateRange('2027-01-01')).toEqual({ first: '2026-12-31', last: '2027-01-03' });
  });

  it('takes both ends and refuses the day outside each', () => {
    expect(validateFlightStatusDate('2026-11-29', TODAY)).toBe('dateOutOfRange');
    expect(validateFlightStatusDate('2026-11-30', TODAY)).toBeNull();
    expect(validateFlightStatusDate(TODAY, TODAY)).toBeNull();
    expect(validateFlightStatusDate('2026-12-03', TODAY)).toBeNull();
    expect(validateFlightStatusDate('2026-12-04', TODAY)).toBe('dateOutOfRange');
  });

  it('needs a real date', () => {
    expect(validateFlightStatusDate('', TODAY)).toBe('dateRequired');
    expect(validateFlightStatusDate('2026-02-30', TODAY)).toBe('dateInvalid');
    expect(validateFlightStatusDate('01/12/2026', TODAY)).toBe('dateInvalid');
  });
});

describe('spec §5 flight dynamics: cities must differ', () => {
  it('needs both cities', () => {
    expect(validateRoute({ dep: '', arr: 'PEK' })).toEqual({ dep: 'depRequired' });
    expect(validateRoute({ dep: 'CAN', arr: '' })).toEqual({ arr: 'arrRequired' });
  });

  it('refuses one code twice, or two codes of one city, and takes two cities', () => {
    expect(validateRoute({ dep: 'CAN', arr: 'CAN' })).toEqual({ arr: 'sameCity' });
    expect(validateRoute({ dep: 'PVG', arr: 'SHA', depCity: 'SHA', arrCity: 'SHA' })).toEqual({ arr: 'sameCity' });
    expect(validateRoute({ dep: 'CAN', arr: 'BJS', depCity: 'CAN', arrCity: 'BJS' })).toEqual({});
    expect(validateRoute({ dep: 'CAN', arr: 'BJS' })).toEqual({});
  });

  it('checks the whole query, field by field', () => {
    expect(validateFlightStatusQuery({ by: 'flight', flightNo: 'YQ1001', date: TODAY }, TODAY)).toEqual({});
    expect(validateFlightStatusQuery({ by: 'flight', flightNo: 'YQ12345', date: '2026-12-04' }, TODAY)).toEqual({
      flightNo: 'flightNoTooLong',
      date: 'dateOutOfRange',
    });
    expect(validateFlightStatusQuery({ by: 'route', dep: 'CAN', arr: 'CAN', date: '' }, TODAY)).toEqual({
      arr: 'sameCity',
      date: 'dateRequired',
    });
  });
});

describe('the query of the page URL', () => {
  it('is none on a first visit', () => {
    expect(flightStatusQueryOf({})).toBeNull();
  });

  it('reads a flight-number query, even an empty one', () => {
    expect(flightStatusQueryOf({ flightNo: ' yq1001', date: TODAY })).toEqual({
      by: 'flight',
      flightNo: 'YQ1001',
      date: TODAY,
    });
    expect(flightStatusQueryOf({ flightNo: '' })).toEqual({ by: 'flight', flightNo: '', date: '' });
  });

  it('reads a route query with its city types, dropping unknown types', () => {
    const query = flightStatusQueryOf({ dep: 'can', depType: 'CITY', arr: 'SHA', arrType: 'nope', date: TODAY });
    expect(query).toEqual({ by: 'route', dep: 'CAN', depType: 'CITY', arr: 'SHA', date: TODAY });
    expect(flightStatusParams(query!)).toEqual({ dep: 'CAN', depType: 'CITY', arr: 'SHA', date: TODAY });
  });
});

describe('the refresh interval', () => {
  it('is 60 s unless a shorter one is asked, never under 5 s', () => {
    expect(refreshIntervalMs(undefined)).toBe(FLIGHT_STATUS_REFRESH_MS);
    expect(refreshIntervalMs('abc')).toBe(FLIGHT_STATUS_REFRESH_MS);
    expect(refreshIntervalMs('0')).toBe(FLIGHT_STATUS_REFRESH_MS);
    expect(refreshIntervalMs('4')).toBe(FLIGHT_STATUS_REFRESH_MIN_MS);
    expect(refreshIntervalMs('5')).toBe(5_000);
    expect(refreshIntervalMs('60')).toBe(60_000);
    expect(refreshIntervalMs('61')).toBe(FLIGHT_STATUS_REFRESH_MS);
  });
});

describe('spec §4 flight dynamics: how a flight reads at an instant', () => {
  const planned = { departure: Date.parse('2026-12-01T00:00:00Z'), arrival: Date.parse('2026-12-01T03:00:00Z') };
  const minute = 60_000;

  it('without a record: on its planned times, scheduled before departure and arrived at arrival', () => {
    expect(flightStatusAt(planned, null, planned.departure - 1)).toMatchObject({
      status: 'NORMAL',
      phase: 'SCHEDULED',
      estimatedDeparture: planned.departure,
      actualDeparture: null,
    });
    expect(flightStatusAt(planned, null, planned.departure)).toMatchObject({
      phase: 'DEPARTED',
      actualDeparture: planned.departure,
    });
    expect(flightStatusAt(planned, null, planned.arrival - 1).phase).toBe('DEPARTED');
    expect(flightStatusAt(planned, null, planned.arrival)).toMatchObject({
      phase: 'ARRIVED',
      actualArrival: planned.arrival,
    });
  });

  it('a delay moves the estimated times and the phase with them', () => {
    const record = {
      status: 'DELAYED' as const,
      delayMinutes: 45,
      estimatedDeparture: null,
      estimatedArrival: null,
      actualDeparture: null,
      actualArrival: null,
    };
    const late = planned.departure + 45 * minute;
    expect(flightStatusAt(planned, record, late - 1)).toMatchObject({
      status: 'DELAYED',
      phase: 'SCHEDULED',
      delayMinutes: 45,
      estimatedDeparture: late,
      estimatedArrival: planned.arrival + 45 * minute,
    });
    expect(flightStatusAt(planned, record, late).phase).toBe('DEPARTED');
  });

  it('a cancelled flight has no times and no phase', () => {
    const record = {
      status: 'CANCELLED' as const,
      delayMinutes: 0,
      estimatedDeparture: null,
      estimatedArrival: null,
      actualDeparture: null,
      actualArrival: null,
    };
    expect(flightStatusAt(planned, record, planned.arrival + 1)).toEqual({
      status: 'CANCELLED',
      phase: null,
      delayMinutes: 0,
      estimatedDeparture: null,
      estimatedArrival: null,
      actualDeparture: null,
      actualArrival: null,
    });
  });

  it('recorded actual times win over the clock', () => {
    const record = {
      status: 'EARLY' as const,
      delayMinutes: -10,
      estimatedDeparture: null,
      estimatedArrival: null,
      actualDeparture: planned.departure - 10 * minute,
      actualArrival: null,
    };
    expect(flightStatusAt(planned, record, planned.departure - 20 * minute)).toMatchObject({
      phase: 'DEPARTED',
      actualDeparture: planned.departure - 10 * minute,
    });
  });

  it('a status fits its delay: late when delayed, early when early, on time when normal', () => {
    expect(delayFitsStatus('DELAYED', 1)).toBe(true);
    expect(delayFitsStatus('DELAYED', 0)).toBe(false);
    expect(delayFitsStatus('EARLY', -1)).toBe(true);
    expect(delayFitsStatus('EARLY', 0)).toBe(false);
    expect(delayFitsStatus('NORMAL', 0)).toBe(true);
    expect(delayFitsStatus('NORMAL', 1)).toBe(false);
    expect(delayFitsStatus('CANCELLED', 5)).toBe(false);
    expect(delayFitsStatus('DIVERTED', 30)).toBe(true);
    expect(delayFitsStatus('RETURNED', -1)).toBe(false);
  });
});
