import { DELAY_URGENT_MINUTES, isUrgent, noticeDueAt, quietHoursEnd } from './rules';

// Decision 47 with decision 27's quiet hours (spec §9: no notice 22:00–08:00), read in Beijing time (UTC+8).
const at = (beijing: string) => Date.parse(`${beijing}+08:00`);
const MINUTE = 60_000;

describe('the quiet hours of non-urgent notices', () => {
  it('starts at 22:00: 21:59 is sent at once, 22:00 waits for 08:00 the next morning', () => {
    expect(quietHoursEnd(at('2026-12-01T21:59:59'))).toBeNull();
    expect(noticeDueAt(false, at('2026-12-01T21:59'))).toBe(at('2026-12-01T21:59'));
    expect(quietHoursEnd(at('2026-12-01T22:00'))).toBe(at('2026-12-02T08:00'));
    expect(noticeDueAt(false, at('2026-12-01T23:30'))).toBe(at('2026-12-02T08:00'));
  });

  it('ends at 08:00: 07:59 after midnight waits until 08:00 that morning, 08:00 is sent at once', () => {
    expect(noticeDueAt(false, at('2026-12-02T00:10'))).toBe(at('2026-12-02T08:00'));
    expect(noticeDueAt(false, at('2026-12-02T07:59'))).toBe(at('2026-12-02T08:00'));
    expect(quietHoursEnd(at('2026-12-02T08:00'))).toBeNull();
    expect(noticeDueAt(false, at('2026-12-02T08:00'))).toBe(at('2026-12-02T08:00'));
  });

  it('is read in Beijing time, not UTC: 22:30 UTC is 06:30 in Beijing, quiet until 08:00 there', () => {
    expect(noticeDueAt(false, Date.parse('2026-12-01T22:30:00Z'))).toBe(at('2026-12-02T08:00'));
    // 14:00 UTC is 22:00 in Beijing.
    expect(noticeDueAt(false, Date.parse('2026-12-01T13:59:00Z'))).toBe(Date.parse('2026-12-01T13:59:00Z'));
    expect(noticeDueAt(false, Date.parse('2026-12-01T14:00:00Z'))).toBe(at('2026-12-02T08:00'));
  });

  it('does not hold an urgent notice', () => {
    expect(noticeDueAt(true, at('2026-12-01T23:30'))).toBe(at('2026-12-01T23:30'));
  });
});

describe('which notices are urgent', () => {
  const night = at('2026-12-01T23:00');
  it('a cancellation and a diversion are, day and night', () => {
    expect(isUrgent({ event: 'FLIGHT_CANCELLED' }, night)).toBe(true);
    expect(isUrgent({ event: 'FLIGHT_DIVERTED' }, night)).toBe(true);
  });

  it(`a delay is from ${DELAY_URGENT_MINUTES} minutes, not below`, () => {
    const later = at('2026-12-03T10:00');
    expect(isUrgent({ event: 'FLIGHT_DELAYED', delayMinutes: DELAY_URGENT_MINUTES, departsAtMs: later }, night)).toBe(
      true,
    );
    expect(
      isUrgent({ event: 'FLIGHT_DELAYED', delayMinutes: DELAY_URGENT_MINUTES - 1, departsAtMs: later }, night),
    ).toBe(false);
  });

  it('a short delay of a flight leaving before 08:00 is (the morning would be too late)', () => {
    const delay = { event: 'FLIGHT_DELAYED' as const, delayMinutes: 30 };
    expect(isUrgent({ ...delay, departsAtMs: at('2026-12-02T08:00') }, night)).toBe(true);
    expect(isUrgent({ ...delay, departsAtMs: at('2026-12-02T08:00') + MINUTE }, night)).toBe(false);
  });

  it('refunds, changes and add-ons are not', () => {
    for (const event of ['REFUND_APPROVED', 'REFUND_PAID', 'CHANGE_CONFIRMED', 'ADD_ON_BOUGHT'] as const)
      expect(isUrgent({ event }, night)).toBe(false);
  });
});
