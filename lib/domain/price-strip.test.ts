import { lowestPriceDates, shiftStripWindow, stripDates, stripDays, stripWindowStart } from './price-strip';

const today = '2026-12-10';
const lastDay = '2027-06-08';

describe('stripWindowStart', () => {
  it('puts the chosen day at the fourth position when today is far enough away', () => {
    const start = stripWindowStart('2026-12-20', today);
    expect(start).toBe('2026-12-17');
    expect(stripDates(start).indexOf('2026-12-20')).toBe(3);
  });

  it('starts at today when the chosen day is today', () => {
    expect(stripWindowStart(today, today)).toBe(today);
    expect(stripDates(today)[0]).toBe(today);
  });

  it('starts exactly at today when the chosen day is today + 3 (still the fourth position)', () => {
    const start = stripWindowStart('2026-12-13', today);
    expect(start).toBe(today);
    expect(stripDates(start).indexOf('2026-12-13')).toBe(3);
  });

  it('starts the day after today when the chosen day is today + 4', () => {
    const start = stripWindowStart('2026-12-14', today);
    expect(start).toBe('2026-12-11');
    expect(stripDates(start).indexOf('2026-12-14')).toBe(3);
  });

  it('never starts before today, whatever the chosen day', () => {
    for (let offset = 0; offset < 10; offset++) {
      const d = new Date(Date.UTC(2026, 11, 10 + offset)).toISOString().slice(0, 10);
      expect(stripWindowStart(d, today) >= today).toBe(true);
    }
  });

  it('crosses month and year ends', () => {
    expect(stripDates(stripWindowStart('2027-01-01', today))).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });
});

describe('shiftStripWindow', () => {
  it('moves 7 days later and 7 days earlier', () => {
    expect(shiftStripWindow('2026-12-20', 1, today, lastDay)).toBe('2026-12-27');
    expect(shiftStripWindow('2026-12-27', -1, today, lastDay)).toBe('2026-12-20');
  });

  it('cannot move earlier from a window starting today', () => {
    expect(shiftStripWindow(today, -1, today, lastDay)).toBeNull();
  });

  it('stops at today rather than going before it', () => {
    expect(shiftStripWindow('2026-12-11', -1, today, lastDay)).toBe(today);
    expect(shiftStripWindow('2026-12-17', -1, today, lastDay)).toBe(today);
    expect(shiftStripWindow('2026-12-18', -1, today, lastDay)).toBe('2026-12-11');
  });

  it('cannot move later past the last day on sale', () => {
    expect(shiftStripWindow('2027-06-01', 1, today, lastDay)).toBe(lastDay);
    expect(shiftStripWindow('2027-06-02', 1, today, lastDay)).toBeNull();
  });
});

describe('stripDays and lowestPriceDates', () => {
  const prices = [
    { date: '2026-12-17', price: 59000 },
    { date: '2026-12-18', price: null },
    { date: '2026-12-19', price: 42000 },
    { date: '2026-12-21', price: 42000 },
  ];

  it('lists the seven days in order and treats missing days as no flight', () => {
    const days = stripDays('2026-12-17', prices);
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual({ date: '2026-12-18', price: null });
    expect(days[3]).toEqual({ date: '2026-12-20', price: null });
  });

  it('marks every day holding the lowest price, and none when nothing flies', () => {
    expect([...lowestPriceDates(stripDays('2026-12-17', prices))]).toEqual(['2026-12-19', '2026-12-21']);
    expect(lowestPriceDates(stripDays('2027-01-10', prices)).size).toBe(0);
  });
});
