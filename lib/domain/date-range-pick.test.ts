import { EMPTY_RANGE, inRange, nextRangePick, pickRangeDate } from './date-range-pick';

// Spec §4 "Date range picking: first click sets start, second sets end (swapped if earlier), a third restarts".
describe('pickRangeDate (spec §4)', () => {
  it('the first pick sets the start only', () => {
    expect(pickRangeDate(EMPTY_RANGE, '2026-12-10')).toEqual({ start: '2026-12-10', end: null });
  });

  it('the second pick, later than the start, sets the end', () => {
    const first = pickRangeDate(EMPTY_RANGE, '2026-12-10');
    expect(pickRangeDate(first, '2026-12-11')).toEqual({ start: '2026-12-10', end: '2026-12-11' });
  });

  it('the second pick, earlier than the start, is swapped: it becomes the start', () => {
    const first = pickRangeDate(EMPTY_RANGE, '2026-12-10');
    expect(pickRangeDate(first, '2026-12-09')).toEqual({ start: '2026-12-09', end: '2026-12-10' });
  });

  it('the second pick on the start day makes a one-day range (neither earlier nor later)', () => {
    const first = pickRangeDate(EMPTY_RANGE, '2026-12-10');
    expect(pickRangeDate(first, '2026-12-10')).toEqual({ start: '2026-12-10', end: '2026-12-10' });
  });

  it('the third pick starts again, before, inside or after the range', () => {
    const whole = { start: '2026-12-10', end: '2026-12-20' };
    for (const date of ['2026-12-01', '2026-12-15', '2026-12-31'])
      expect(pickRangeDate(whole, date)).toEqual({ start: date, end: null });
  });

  it('compares across months and years', () => {
    expect(pickRangeDate({ start: '2027-01-02', end: null }, '2026-12-31')).toEqual({
      start: '2026-12-31',
      end: '2027-01-02',
    });
  });
});

describe('nextRangePick and inRange', () => {
  it('asks for the start, then the end, then the start again', () => {
    expect(nextRangePick(EMPTY_RANGE)).toBe('start');
    expect(nextRangePick({ start: '2026-12-10', end: null })).toBe('end');
    expect(nextRangePick({ start: '2026-12-10', end: '2026-12-12' })).toBe('start');
  });

  it('holds both ends and nothing outside them; a half range holds nothing', () => {
    const range = { start: '2026-12-10', end: '2026-12-12' };
    expect(inRange(range, '2026-12-09')).toBe(false);
    expect(inRange(range, '2026-12-10')).toBe(true);
    expect(inRange(range, '2026-12-12')).toBe(true);
    expect(inRange(range, '2026-12-13')).toBe(false);
    expect(inRange({ start: '2026-12-10', end: null }, '2026-12-10')).toBe(false);
  });
});
