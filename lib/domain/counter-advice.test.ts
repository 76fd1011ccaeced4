import { AT_GATE_MINUTES, adviceDepartureTime, counterAdvice } from './counter-advice';

// Spec §9: counter check-in advised 2 h (domestic) and 3 h (international) ahead; at the airport 3 h ahead; at the
// gate 25 minutes before departure; times in the departure airport's zone.

describe('counterAdvice', () => {
  it('a domestic flight: the counter 2 hours ahead, the airport 3 hours, the gate 25 minutes, in Beijing time', () => {
    // 10:00 in Guangzhou is 02:00 UTC.
    const advice = counterAdvice({
      international: false,
      departureTime: '2026-12-12T02:00:00.000Z',
      timeZone: 'Asia/Shanghai',
    });
    expect(advice.counterHours).toBe(2);
    expect(advice.counterBy).toEqual({ at: '2026-12-12T00:00:00.000Z', date: '2026-12-12', time: '08:00' });
    expect(advice.airportBy).toEqual({ at: '2026-12-11T23:00:00.000Z', date: '2026-12-12', time: '07:00' });
    expect(advice.gateBy).toEqual({ at: '2026-12-12T01:35:00.000Z', date: '2026-12-12', time: '09:35' });
  });

  it('an international flight: the counter 3 hours ahead, with the airport', () => {
    const advice = counterAdvice({
      international: true,
      departureTime: '2026-12-12T02:00:00.000Z',
      timeZone: 'Asia/Shanghai',
    });
    expect(advice.counterHours).toBe(3);
    expect(advice.counterBy.time).toBe('07:00');
    expect(advice.airportBy.time).toBe('07:00');
    expect(advice.gateBy.time).toBe('09:35');
  });

  it('one hour apart on either side of the domestic / international line', () => {
    const flight = { departureTime: '2026-12-12T02:00:00.000Z', timeZone: 'Asia/Shanghai' };
    const domestic = Date.parse(counterAdvice({ ...flight, international: false }).counterBy.at);
    const international = Date.parse(counterAdvice({ ...flight, international: true }).counterBy.at);
    expect(domestic - international).toBe(60 * 60_000);
  });

  it('the gate at exactly 25 minutes: 24 would be late, 26 early', () => {
    const departure = Date.parse('2026-12-12T02:00:00.000Z');
    const gate = Date.parse(
      counterAdvice({ international: false, departureTime: '2026-12-12T02:00:00.000Z', timeZone: 'UTC' }).gateBy.at,
    );
    expect(departure - gate).toBe(AT_GATE_MINUTES * 60_000);
    expect(departure - gate).toBeGreaterThan(24 * 60_000);
    expect(departure - gate).toBeLessThan(26 * 60_000);
  });

  it("in the departure airport's zone: an early Tokyo departure's advice falls on the day before", () => {
    // 01:30 in Tokyo on the 12th is 16:30 UTC on the 11th; 3 hours before is 22:30 on the 11th, Tokyo time.
    const advice = counterAdvice({
      international: true,
      departureTime: '2026-12-11T16:30:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    expect(advice.counterBy).toMatchObject({ date: '2026-12-11', time: '22:30' });
    expect(advice.gateBy).toMatchObject({ date: '2026-12-12', time: '01:05' });
  });
});

describe('adviceDepartureTime (a delayed or cancelled flight; decision 78)', () => {
  const planned = '2026-12-12T02:00:00.000Z';
  const at = (over: object) => ({
    status: 'DELAYED',
    phase: 'SCHEDULED',
    delayMinutes: 90,
    estimatedDeparture: '2026-12-12T03:30:00.000Z',
    ...over,
  });

  it('counts back from the new departure while the delayed flight has not left', () => {
    expect(adviceDepartureTime(planned, at({}))).toBe('2026-12-12T03:30:00.000Z');
    expect(adviceDepartureTime(planned, at({ delayMinutes: 1, estimatedDeparture: '2026-12-12T02:01:00.000Z' }))).toBe(
      '2026-12-12T02:01:00.000Z',
    );
  });

  it('moves earlier for a flight leaving early', () => {
    expect(
      adviceDepartureTime(
        planned,
        at({ status: 'EARLY', delayMinutes: -10, estimatedDeparture: '2026-12-12T01:50:00.000Z' }),
      ),
    ).toBe('2026-12-12T01:50:00.000Z');
  });

  it('keeps the planned departure when on time, unknown or already gone', () => {
    expect(adviceDepartureTime(planned, undefined)).toBe(planned);
    expect(adviceDepartureTime(planned, at({ status: 'NORMAL', delayMinutes: 0, estimatedDeparture: planned }))).toBe(
      planned,
    );
    expect(adviceDepartureTime(planned, at({ phase: 'DEPARTED' }))).toBe(planned);
  });

  it('gives none for a cancelled flight', () => {
    expect(adviceDepartureTime(planned, at({ status: 'CANCELLED', phase: null, estimatedDeparture: null }))).toBeNull();
  });
});
