import {
  DISCOUNT_OPTIONS,
  REMINDER_DEFAULT_EARLIEST,
  REMINDER_DEFAULT_LATEST,
  REMINDER_TIME_OPTIONS,
  departsInWindow,
  fareMeetsRule,
  inDoNotDisturb,
  isQuietTime,
  isReminderTime,
  noticeStep,
  thresholdYuanOf,
  validateReminder,
  type ReminderDraft,
} from './low-price-reminder-rules';

// Spec §5 "origin differs from destination; dates not earlier than now; end later than start; latest departure
// later than earliest", §9 "do-not-disturb 22:00 to 08:00; discount options 1 to 8 tenths; time-select default
// 09:00 to 18:00, step 30 minutes" (decision 27): every bound on both sides.

const TODAY = '2026-12-01';
const draft = (over: Partial<ReminderDraft> = {}): ReminderDraft => ({
  dep: { code: 'CAN', type: 'CITY' },
  arr: { code: 'BJS', type: 'AREA' },
  earliestTime: '09:00',
  latestTime: '18:00',
  startDate: '2026-12-10',
  endDate: '2026-12-20',
  mode: 'PRICE',
  priceYuan: 500,
  discountTenths: null,
  channel: 'SMS',
  ...over,
});

describe('the time selects (spec §9)', () => {
  it('offer every half hour of the day, 09:00 to 18:00 by default', () => {
    expect(REMINDER_TIME_OPTIONS).toHaveLength(48);
    expect(REMINDER_TIME_OPTIONS[0]).toBe('00:00');
    expect(REMINDER_TIME_OPTIONS[1]).toBe('00:30');
    expect(REMINDER_TIME_OPTIONS.at(-1)).toBe('23:30');
    expect(REMINDER_TIME_OPTIONS).toContain(REMINDER_DEFAULT_EARLIEST);
    expect(REMINDER_TIME_OPTIONS).toContain(REMINDER_DEFAULT_LATEST);
    expect([REMINDER_DEFAULT_EARLIEST, REMINDER_DEFAULT_LATEST]).toEqual(['09:00', '18:00']);
  });

  it('take only times on the step', () => {
    expect(isReminderTime('00:00')).toBe(true);
    expect(isReminderTime('23:30')).toBe(true);
    expect(isReminderTime('09:29')).toBe(false);
    expect(isReminderTime('09:31')).toBe(false);
    expect(isReminderTime('24:00')).toBe(false);
    expect(isReminderTime('9:00')).toBe(false);
  });

  it('a departure counts from the earliest to the latest, both included', () => {
    expect(departsInWindow('08:59', '09:00', '18:00')).toBe(false);
    expect(departsInWindow('09:00', '09:00', '18:00')).toBe(true);
    expect(departsInWindow('18:00', '09:00', '18:00')).toBe(true);
    expect(departsInWindow('18:01', '09:00', '18:00')).toBe(false);
  });
});

describe('validateReminder (spec §5)', () => {
  it('accepts a complete reminder', () => {
    expect(validateReminder(draft(), TODAY)).toEqual({});
    expect(validateReminder(draft({ mode: 'DISCOUNT', priceYuan: null, discountTenths: 3 }), TODAY)).toEqual({});
  });

  it('needs both cities, and different ones', () => {
    expect(validateReminder(draft({ dep: null, arr: null }), TODAY)).toEqual({
      dep: 'departureRequired',
      arr: 'arrivalRequired',
    });
    expect(validateReminder(draft({ arr: { code: 'CAN', type: 'CITY' } }), TODAY)).toEqual({ arr: 'sameCity' });
  });

  it('the latest departure must be after the earliest, on the step', () => {
    expect(validateReminder(draft({ earliestTime: '09:00', latestTime: '09:30' }), TODAY)).toEqual({});
    expect(validateReminder(draft({ earliestTime: '09:00', latestTime: '09:00' }), TODAY)).toEqual({
      latestTime: 'latestNotAfterEarliest',
    });
    expect(validateReminder(draft({ earliestTime: '10:00', latestTime: '09:30' }), TODAY)).toEqual({
      latestTime: 'latestNotAfterEarliest',
    });
    expect(validateReminder(draft({ earliestTime: '09:15', latestTime: '09:45' }), TODAY)).toEqual({
      earliestTime: 'timeInvalid',
      latestTime: 'timeInvalid',
    });
  });

  it('the start may be today, not yesterday, nor beyond the sales horizon', () => {
    expect(validateReminder(draft({ startDate: TODAY }), TODAY)).toEqual({});
    expect(validateReminder(draft({ startDate: '2026-11-30' }), TODAY)).toEqual({ startDate: 'startInPast' });
    expect(validateReminder(draft({ startDate: '2027-05-29', endDate: '2027-05-30' }), TODAY)).toEqual({});
    expect(validateReminder(draft({ startDate: '2027-05-30', endDate: '2027-05-31' }), TODAY)).toEqual({
      endDate: 'dateTooFar',
    });
    expect(validateReminder(draft({ startDate: '2027-05-31', endDate: '2027-06-01' }), TODAY)).toEqual({
      startDate: 'dateTooFar',
      endDate: 'dateTooFar',
    });
    expect(validateReminder(draft({ startDate: '' }), TODAY)).toEqual({ startDate: 'startRequired' });
    expect(validateReminder(draft({ startDate: '2026-02-30' }), TODAY)).toEqual({ startDate: 'startRequired' });
  });

  it('the end must be after the start (a day after at least) and within the horizon', () => {
    expect(validateReminder(draft({ startDate: '2026-12-10', endDate: '2026-12-11' }), TODAY)).toEqual({});
    expect(validateReminder(draft({ startDate: '2026-12-10', endDate: '2026-12-10' }), TODAY)).toEqual({
      endDate: 'endNotAfterStart',
    });
    expect(validateReminder(draft({ startDate: '2026-12-10', endDate: '2026-12-09' }), TODAY)).toEqual({
      endDate: 'endNotAfterStart',
    });
    expect(validateReminder(draft({ endDate: '2027-05-30' }), TODAY)).toEqual({});
    expect(validateReminder(draft({ endDate: '2027-05-31' }), TODAY)).toEqual({ endDate: 'dateTooFar' });
    expect(validateReminder(draft({ endDate: '' }), TODAY)).toEqual({ endDate: 'endRequired' });
  });

  it('a price of 1 to 99,999 whole yuan', () => {
    expect(validateReminder(draft({ priceYuan: 1 }), TODAY)).toEqual({});
    expect(validateReminder(draft({ priceYuan: 99_999 }), TODAY)).toEqual({});
    expect(validateReminder(draft({ priceYuan: 0 }), TODAY)).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(validateReminder(draft({ priceYuan: 100_000 }), TODAY)).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(validateReminder(draft({ priceYuan: 10.5 }), TODAY)).toEqual({ priceThreshold: 'priceOutOfRange' });
    expect(validateReminder(draft({ priceYuan: null }), TODAY)).toEqual({ priceThreshold: 'priceRequired' });
  });

  it('a discount of 1 to 8 tenths (spec §9)', () => {
    expect(DISCOUNT_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const discount = (discountTenths: number | null) =>
      validateReminder(draft({ mode: 'DISCOUNT', priceYuan: null, discountTenths }), TODAY);
    expect(discount(1)).toEqual({});
    expect(discount(8)).toEqual({});
    expect(discount(0)).toEqual({ discountTenths: 'discountOutOfRange' });
    expect(discount(9)).toEqual({ discountTenths: 'discountOutOfRange' });
    expect(discount(null)).toEqual({ discountTenths: 'discountOutOfRange' });
  });

  it('a channel', () => {
    expect(validateReminder(draft({ channel: null }), TODAY)).toEqual({ channel: 'channelRequired' });
    expect(validateReminder(draft({ channel: 'EMAIL' }), TODAY)).toEqual({});
  });

  it('a threshold in fen is whole yuan within the bounds', () => {
    expect(thresholdYuanOf(100)).toBe(1);
    expect(thresholdYuanOf(9_999_900)).toBe(99_999);
    expect(thresholdYuanOf(0)).toBeNull();
    expect(thresholdYuanOf(10_000_000)).toBeNull();
    expect(thresholdYuanOf(150)).toBeNull();
  });
});

describe('do-not-disturb, 22:00 to 08:00 Beijing time (spec §9)', () => {
  it('starts at 22:00 and ends at 08:00', () => {
    expect(isQuietTime('21:59')).toBe(false);
    expect(isQuietTime('22:00')).toBe(true);
    expect(isQuietTime('23:00')).toBe(true);
    expect(isQuietTime('00:00')).toBe(true);
    expect(isQuietTime('07:59')).toBe(true);
    expect(isQuietTime('08:00')).toBe(false);
  });

  it('is read in Beijing time whatever the instant', () => {
    expect(inDoNotDisturb(Date.parse('2026-12-01T13:59:00Z'))).toBe(false); // 21:59
    expect(inDoNotDisturb(Date.parse('2026-12-01T14:00:00Z'))).toBe(true); // 22:00
    expect(inDoNotDisturb(Date.parse('2026-12-01T23:59:00Z'))).toBe(true); // 07:59
    expect(inDoNotDisturb(Date.parse('2026-12-02T00:00:00Z'))).toBe(false); // 08:00
  });
});

describe('the rule and the notice per drop (decision 27)', () => {
  const fare = { totalFen: 50_000, fareFen: 30_000, fullFareFen: 100_000 };
  it('a price threshold is met at or below it', () => {
    expect(fareMeetsRule({ mode: 'PRICE', priceThresholdFen: 50_000 }, fare)).toBe(true);
    expect(fareMeetsRule({ mode: 'PRICE', priceThresholdFen: 49_900 }, fare)).toBe(false);
  });

  it('a discount is the fare against tenths of the full fare', () => {
    expect(fareMeetsRule({ mode: 'DISCOUNT', discountTenths: 3 }, fare)).toBe(true);
    expect(fareMeetsRule({ mode: 'DISCOUNT', discountTenths: 2 }, fare)).toBe(false);
    expect(fareMeetsRule({ mode: 'DISCOUNT', discountTenths: 3 }, { ...fare, fareFen: 30_010 })).toBe(false);
  });

  it('sends once, holds at night, and sends again only after the fare rose and fell', () => {
    expect(noticeStep({ notified: false }, true, false)).toBe('send');
    expect(noticeStep({ notified: false }, true, true)).toBe('hold');
    expect(noticeStep({ notified: true }, true, false)).toBe('none');
    expect(noticeStep({ notified: true }, false, false)).toBe('rearm');
    expect(noticeStep({ notified: true }, false, true)).toBe('rearm');
    expect(noticeStep({ notified: false }, false, false)).toBe('none');
  });
});
