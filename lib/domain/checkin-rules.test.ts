import {
  CANCEL_CUTOFF_MINUTES,
  CHECKIN_CLOSES_HOURS,
  CHECKIN_OPENS_HOURS,
  ONLINE_CHECKINS_PER_FLIGHT,
  cancelCutoffAt,
  checkInClosesAt,
  checkInOpensAt,
  checkInRefusal,
  checkInWindow,
  isSpecialPassengerDocument,
  mayCancel,
  type CheckInParty,
  type CheckInPassengerFacts,
  type CheckInSegmentFacts,
} from './checkin-rules';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DEP = Date.parse('2026-12-10T00:30:00Z');

describe('check-in constants (spec §9)', () => {
  it('are the spec’s numbers', () => {
    expect(CHECKIN_OPENS_HOURS).toBe(48);
    expect(CHECKIN_CLOSES_HOURS).toBe(1);
    expect(ONLINE_CHECKINS_PER_FLIGHT).toBe(3);
    expect(CANCEL_CUTOFF_MINUTES).toEqual({ domestic: 45, international: 60 });
  });
});

describe('check-in window (spec §4, §9: 48 h before to 1 h before)', () => {
  it('opens at exactly 48 hours before departure, not 1 ms earlier', () => {
    expect(checkInOpensAt(DEP)).toBe(DEP - 48 * HOUR);
    expect(checkInWindow(DEP, DEP - 48 * HOUR - 1)).toBe('notOpen');
    expect(checkInWindow(DEP, DEP - 48 * HOUR)).toBe('open');
    expect(checkInWindow(DEP, DEP - 48 * HOUR + 1)).toBe('open');
  });
  it('is open 1 ms before the hour before departure, closed at exactly 1 hour and after', () => {
    expect(checkInClosesAt(DEP)).toBe(DEP - HOUR);
    expect(checkInWindow(DEP, DEP - HOUR - 1)).toBe('open');
    expect(checkInWindow(DEP, DEP - HOUR)).toBe('closed');
    expect(checkInWindow(DEP, DEP - HOUR + 1)).toBe('closed');
  });
  it('at 47 h open, at 49 h not open, at 59 min closed, after departure closed', () => {
    expect(checkInWindow(DEP, DEP - 47 * HOUR)).toBe('open');
    expect(checkInWindow(DEP, DEP - 49 * HOUR)).toBe('notOpen');
    expect(checkInWindow(DEP, DEP - 59 * MINUTE)).toBe('closed');
    expect(checkInWindow(DEP, DEP + 1)).toBe('closed');
  });
});

describe('cancelling a check-in (spec §4: refused within 45 min domestic, 60 min international)', () => {
  it('domestic: allowed 1 ms before the 45-minute mark, refused at exactly 45 minutes and within', () => {
    expect(cancelCutoffAt(DEP, false)).toBe(DEP - 45 * MINUTE);
    expect(mayCancel(DEP, DEP - 45 * MINUTE - 1, false)).toBe(true);
    expect(mayCancel(DEP, DEP - 45 * MINUTE, false)).toBe(false);
    expect(mayCancel(DEP, DEP - 46 * MINUTE, false)).toBe(true);
    expect(mayCancel(DEP, DEP - 44 * MINUTE, false)).toBe(false);
  });
  it('international: allowed 1 ms before the 60-minute mark, refused at exactly 60 minutes and within', () => {
    expect(cancelCutoffAt(DEP, true)).toBe(DEP - 60 * MINUTE);
    expect(mayCancel(DEP, DEP - 60 * MINUTE - 1, true)).toBe(true);
    expect(mayCancel(DEP, DEP - 60 * MINUTE, true)).toBe(false);
    expect(mayCancel(DEP, DEP - 61 * MINUTE, true)).toBe(true);
    expect(mayCancel(DEP, DEP - 59 * MINUTE, true)).toBe(false);
    // 50 minutes before: a domestic cancel still goes, an international one no longer.
    expect(mayCancel(DEP, DEP - 50 * MINUTE, false)).toBe(true);
    expect(mayCancel(DEP, DEP - 50 * MINUTE, true)).toBe(false);
  });
});

describe('who may check in online (spec §4 "Check-in", §8 messages)', () => {
  const adult: CheckInPassengerFacts = {
    type: 'ADT',
    withInfant: false,
    special: false,
    extraSeat: false,
    onlineCheckIns: 0,
    hasSeat: false,
  };
  const domestic: CheckInSegmentFacts = { cancelled: false, international: false, freeSeats: 100 };
  const alone: CheckInParty = { guardianCheckedIn: false, guardianInRequest: false };
  const refusal = (
    p: Partial<CheckInPassengerFacts> = {},
    s: Partial<CheckInSegmentFacts> = {},
    party: Partial<CheckInParty> = {},
  ) => checkInRefusal({ ...adult, ...p }, { ...domestic, ...s }, { ...alone, ...party });

  it('an adult alone on a domestic flight may', () => {
    expect(refusal()).toBeNull();
  });
  it('nobody checks in for a cancelled flight, whoever they are (decision 78)', () => {
    expect(refusal({}, { cancelled: true })).toBe('flightCancelled');
    expect(refusal({ type: 'INF' }, { cancelled: true, international: true })).toBe('flightCancelled');
    expect(refusal({}, { cancelled: false })).toBeNull();
  });
  it('an infant, and an adult travelling with one, may not', () => {
    expect(refusal({ type: 'INF' })).toBe('infant');
    expect(refusal({ withInfant: true })).toBe('infant');
  });
  it('international passengers, special passengers and an extra occupied seat may not', () => {
    expect(refusal({}, { international: true })).toBe('international');
    expect(refusal({ special: true })).toBe('special');
    expect(refusal({ extraSeat: true })).toBe('extraSeat');
  });
  it('the 3rd online check-in on a flight goes, the 4th does not (cancelled ones count)', () => {
    expect(refusal({ onlineCheckIns: ONLINE_CHECKINS_PER_FLIGHT - 1 })).toBeNull();
    expect(refusal({ onlineCheckIns: ONLINE_CHECKINS_PER_FLIGHT })).toBe('limitReached');
    expect(refusal({ onlineCheckIns: ONLINE_CHECKINS_PER_FLIGHT + 1 })).toBe('limitReached');
  });
  it('no seat left: refused, unless the passenger already holds one; one free seat is enough', () => {
    expect(refusal({}, { freeSeats: 0 })).toBe('noSeats');
    expect(refusal({}, { freeSeats: 1 })).toBeNull();
    expect(refusal({ hasSeat: true }, { freeSeats: 0 })).toBeNull();
  });
  it('a child goes after the guardian or with the guardian, never before', () => {
    expect(refusal({ type: 'CHD' })).toBe('guardianFirst');
    expect(refusal({ type: 'CHD' }, {}, { guardianCheckedIn: true })).toBeNull();
    expect(refusal({ type: 'CHD' }, {}, { guardianInRequest: true })).toBeNull();
    // The guardian rule is an adult's only for children.
    expect(refusal({ type: 'ADT' })).toBeNull();
  });
  it('asks in a fixed order: infant, international, special, extra seat, count, seats, guardian', () => {
    const all = { type: 'CHD' as const, special: true, extraSeat: true, onlineCheckIns: 3 };
    expect(refusal({ ...all, withInfant: true }, { international: true, freeSeats: 0 })).toBe('infant');
    expect(refusal(all, { international: true, freeSeats: 0 })).toBe('international');
    expect(refusal(all, { freeSeats: 0 })).toBe('special');
    expect(refusal({ ...all, special: false }, { freeSeats: 0 })).toBe('extraSeat');
    expect(refusal({ ...all, special: false, extraSeat: false }, { freeSeats: 0 })).toBe('limitReached');
    expect(refusal({ type: 'CHD' }, { freeSeats: 0 })).toBe('noSeats');
  });
});

describe('special passengers (spec §3 JJC: military and police documents)', () => {
  it('officer, police and soldier cards are special; identity cards and passports are not', () => {
    for (const t of ['MI', 'JG', 'SH']) expect(isSpecialPassengerDocument(t)).toBe(true);
    for (const t of ['NI', 'PP', 'HK', 'BC', '']) expect(isSpecialPassengerDocument(t)).toBe(false);
  });
});
