import { canShowMonth, gridQueryRange, monthGrid, moveFocus, shiftMonth, weekday } from './calendar-grid';
import { daysBetween } from './search';

const bounds = { min: '2026-12-10', max: '2027-06-08' };

describe('monthGrid', () => {
  it('has 6 rows of 7 days, each row starting on a Sunday', () => {
    const grid = monthGrid('2026-12', bounds);
    expect(grid).toHaveLength(6);
    for (const row of grid) {
      expect(row).toHaveLength(7);
      expect(weekday(row[0]!.date)).toBe(0);
    }
  });

  it('starts on the Sunday before a month that begins mid-week and runs 42 consecutive days', () => {
    // 1 December 2026 is a Tuesday.
    const days = monthGrid('2026-12', bounds).flat();
    expect(days[0]!.date).toBe('2026-11-29');
    expect(days[2]).toMatchObject({ date: '2026-12-01', inMonth: true });
    expect(days[1]).toMatchObject({ date: '2026-11-30', inMonth: false });
    expect(days[41]!.date).toBe('2027-01-09');
    expect(daysBetween(days[0]!.date, days[41]!.date)).toBe(41);
  });

  it('starts on the first itself when the month begins on a Sunday', () => {
    // 1 August 2027 is a Sunday.
    expect(monthGrid('2027-08', bounds)[0]![0]!.date).toBe('2027-08-01');
  });

  it('marks days after the month as outside it, across the year end', () => {
    const days = monthGrid('2026-12', bounds).flat();
    expect(days.find((d) => d.date === '2026-12-31')!.inMonth).toBe(true);
    expect(days.find((d) => d.date === '2027-01-01')!.inMonth).toBe(false);
  });

  it('disables days before today and after the last day on sale', () => {
    const days = monthGrid('2026-12', bounds).flat();
    expect(days.find((d) => d.date === '2026-12-09')!.disabled).toBe(true);
    expect(days.find((d) => d.date === '2026-12-10')!.disabled).toBe(false);
    const june = monthGrid('2027-06', bounds).flat();
    expect(june.find((d) => d.date === '2027-06-08')!.disabled).toBe(false);
    expect(june.find((d) => d.date === '2027-06-09')!.disabled).toBe(true);
  });
});

describe('gridQueryRange', () => {
  it('asks only for the visible days that can be picked, within the upstream limit', () => {
    const range = gridQueryRange(monthGrid('2026-12', bounds), bounds)!;
    expect(range).toEqual({ start: '2026-12-10', end: '2027-01-09' });
    expect(daysBetween(range.start, range.end) + 1).toBeLessThanOrEqual(62);
  });

  it('does not query when no visible day can be picked (e.g. departure after the return)', () => {
    expect(gridQueryRange(monthGrid('2026-10', bounds), bounds)).toBeNull();
    // November's last row shows 6-12 December: those days are asked for.
    expect(gridQueryRange(monthGrid('2026-11', bounds), bounds)).toEqual({ start: '2026-12-10', end: '2026-12-12' });
    const late = { min: '2027-02-20', max: '2027-06-08' };
    expect(gridQueryRange(monthGrid('2026-12', late), late)).toBeNull();
  });
});

describe('month navigation and keyboard focus', () => {
  it('shifts months across the year end', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('shows only the months between today and the last day on sale', () => {
    expect(canShowMonth('2026-11', bounds)).toBe(false);
    expect(canShowMonth('2026-12', bounds)).toBe(true);
    expect(canShowMonth('2027-06', bounds)).toBe(true);
    expect(canShowMonth('2027-07', bounds)).toBe(false);
  });

  it('moves by a day with left/right and a week with up/down', () => {
    expect(moveFocus('2026-12-31', 'ArrowRight', bounds)).toBe('2027-01-01');
    expect(moveFocus('2026-12-20', 'ArrowLeft', bounds)).toBe('2026-12-19');
    expect(moveFocus('2026-12-20', 'ArrowDown', bounds)).toBe('2026-12-27');
    expect(moveFocus('2026-12-27', 'ArrowUp', bounds)).toBe('2026-12-20');
  });

  it('goes to the week ends with Home/End and a month away with PageUp/PageDown', () => {
    // 16 December 2026 is a Wednesday.
    expect(moveFocus('2026-12-16', 'Home', bounds)).toBe('2026-12-13');
    expect(moveFocus('2026-12-16', 'End', bounds)).toBe('2026-12-19');
    expect(moveFocus('2027-01-31', 'PageDown', bounds)).toBe('2027-02-28');
    expect(moveFocus('2027-01-15', 'PageUp', bounds)).toBe('2026-12-15');
  });

  it('never moves focus before today or after the last day on sale', () => {
    expect(moveFocus('2026-12-12', 'ArrowUp', bounds)).toBe('2026-12-10');
    expect(moveFocus('2026-12-10', 'ArrowLeft', bounds)).toBe('2026-12-10');
    expect(moveFocus('2027-06-05', 'ArrowDown', bounds)).toBe('2027-06-08');
  });
});
