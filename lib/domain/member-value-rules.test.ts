import {
  addDays,
  flightDateIssue,
  levelForGrowth,
  memberLevel,
  monthsBack,
  nextLevel,
  pointsForFare,
  supplementWindow,
  validateSupplement,
} from './member-value-rules';

// Decision 65; spec §5 and §9 points supplement, §6 levels, §2 periods.

describe('points supplement bounds (spec §5, §9)', () => {
  const today = '2026-12-20';
  it('takes a flight 30 days back and refuses 31', () => {
    expect(flightDateIssue('2026-11-20', today)).toBeNull();
    expect(flightDateIssue('2026-11-19', today)).toBe('flightDateTooOld');
  });
  it('refuses today’s flight and later (not flown)', () => {
    expect(flightDateIssue('2026-12-20', today)).toBe('flightDateNotFlown');
    expect(flightDateIssue('2026-12-21', today)).toBe('flightDateNotFlown');
  });
  it('takes a flight once its points have had 10 working days to arrive, not before (weekends do not count)', () => {
    // Friday 4 December: the 10th working day after it is Friday 18 December.
    expect(flightDateIssue('2026-12-04', '2026-12-18')).toBe('flightDateTooRecent');
    expect(flightDateIssue('2026-12-04', '2026-12-19')).toBeNull();
    // On Sunday 20 December: Sunday the 6th has had its 10 working days, Monday the 7th not yet, yesterday not.
    expect(flightDateIssue('2026-12-06', today)).toBeNull();
    expect(flightDateIssue('2026-12-07', today)).toBe('flightDateTooRecent');
    expect(flightDateIssue('2026-12-19', today)).toBe('flightDateTooRecent');
  });
  it('takes flights after 14 February 2017 only', () => {
    expect(flightDateIssue('2017-02-15', '2017-03-10')).toBeNull();
    expect(flightDateIssue('2017-02-14', '2017-03-10')).toBe('flightDateBeforeProgramme');
    expect(supplementWindow('2017-03-10')).toEqual({ earliest: '2017-02-15', latest: '2017-02-23' });
    expect(supplementWindow(today)).toEqual({ earliest: '2026-11-20', latest: '2026-12-06' });
  });
  it('refuses a date that is not a day of the calendar', () => {
    expect(flightDateIssue('2026-02-30', today)).toBe('flightDateInvalid');
    expect(flightDateIssue('20261201', today)).toBe('flightDateInvalid');
  });
  it('checks the flight number and the 902 e-ticket number beside their fields', () => {
    const ok = { flightNo: 'yq1234', flightDate: '2026-12-01', ticketNo: '9021234567890' };
    expect(validateSupplement(ok, today)).toEqual({});
    expect(validateSupplement({ ...ok, flightNo: 'Y', ticketNo: '8021234567890' }, today)).toEqual({
      flightNo: 'flightNoInvalid',
      ticketNo: 'ticketNoInvalid',
    });
    expect(validateSupplement({ ...ok, ticketNo: '902123456789' }, today)).toEqual({ ticketNo: 'ticketNoInvalid' });
  });
});

describe('levels (decision 65 thresholds)', () => {
  it('reaches each level at its threshold and not one growth below', () => {
    expect(levelForGrowth(499)).toBe('NORMAL');
    expect(levelForGrowth(500)).toBe('SILVER');
    expect(levelForGrowth(1_999)).toBe('SILVER');
    expect(levelForGrowth(2_000)).toBe('GOLD');
    expect(levelForGrowth(4_999)).toBe('GOLD');
    expect(levelForGrowth(5_000)).toBe('PLATINUM');
  });
  it('rises with this year’s growth and keeps last year’s level until the year ends', () => {
    expect(memberLevel(600, 0)).toBe('SILVER');
    expect(memberLevel(100, 2_500)).toBe('GOLD');
    expect(memberLevel(0, 0)).toBe('NORMAL');
    expect(nextLevel('GOLD', 100)).toEqual({ level: 'PLATINUM', needed: 4_900 });
    expect(nextLevel('PLATINUM', 9_000)).toBeNull();
  });
});

describe('periods and points', () => {
  it('counts the last N months from the same day, or the shorter month’s last', () => {
    expect(monthsBack('2026-12-01', 1)).toBe('2026-11-01');
    expect(monthsBack('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBack('2026-02-15', 6)).toBe('2025-08-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('earns one point per whole yuan of fare', () => {
    expect(pointsForFare(99)).toBe(0);
    expect(pointsForFare(100)).toBe(1);
    expect(pointsForFare(65_050)).toBe(650);
  });
});
