import {
  calendarHref,
  monthWeeks,
  neighbourMonths,
  parseCalendarMonth,
  parseValueQuery,
  valueHref,
} from './member-value-filters';

// Decision 65; spec §2 periods, §9 calendar weeks start on Sunday.

describe('points and growth queries', () => {
  it('reads a period of the page’s own list, anything else is the default', () => {
    expect(parseValueQuery({ months: '3', page: '2' }, [1, 2, 3])).toEqual({ months: 3, page: 2 });
    expect(parseValueQuery({ months: '6' }, [1, 2, 3])).toEqual({ months: 1, page: 1 });
    expect(parseValueQuery({ months: '6', page: '0' }, [1, 3, 6])).toEqual({ months: 6, page: 1 });
    expect(parseValueQuery({ page: '1001' }, [1, 3, 6])).toEqual({ months: 1, page: 1 });
  });
  it('links a period from page 1 and leaves defaults out', () => {
    expect(valueHref('/p', { months: 1, page: 3 }, { months: 2 })).toBe('/p?months=2');
    expect(valueHref('/p', { months: 2, page: 1 }, { page: 2 })).toBe('/p?months=2&page=2');
    expect(valueHref('/p', { months: 2, page: 2 }, { months: 1 })).toBe('/p');
  });
});

describe('sign-in calendar', () => {
  it('reads a month from January 2017 on, else none (airline-api then shows its own this month)', () => {
    expect(parseCalendarMonth({})).toBeNull();
    expect(parseCalendarMonth({ year: '2026', month: '11' })).toEqual({ year: 2026, month: 11 });
    expect(parseCalendarMonth({ year: '2017', month: '1' })).toEqual({ year: 2017, month: 1 });
    expect(parseCalendarMonth({ year: '2016', month: '12' })).toBeNull();
    expect(parseCalendarMonth({ year: '2026', month: '13' })).toBeNull();
  });
  it('offers the months around, none past this month or before 2017', () => {
    expect(neighbourMonths({ year: 2026, month: 12 }, '2026-12-03')).toEqual({
      previous: { year: 2026, month: 11 },
      next: null,
    });
    expect(neighbourMonths({ year: 2017, month: 1 }, '2026-12-03').previous).toBeNull();
    expect(neighbourMonths({ year: 2025, month: 12 }, '2026-12-03').next).toEqual({ year: 2026, month: 1 });
    expect(calendarHref({ year: 2026, month: 1 })).toBe('/member/account/growth?year=2026&month=1');
  });
  it('lays the days out in weeks from Sunday', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks.at(-1)).toEqual([27, 28, 29, 30, 31, null, null]);
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(4);
  });
});
