import {
  CODE_ALPHABET,
  CODE_LENGTH,
  DELAY_CERTIFIED_AFTER_MINUTES,
  codeIssue,
  couponWasIssued,
  formatCode,
  irregularityOf,
  newCode,
  normalizeCode,
  travelRefusal,
  validateCertifyForm,
  validateValidateForm,
  type FlightFacts,
} from './flight-certificate-rules';

// Spec §2 /irregularFlightCertify, /irregularFlightValidate, /airTravelCertify, /airTravelValidate; decision 70.

const body = '902123456789';
const TICKET = `${body}${Number(BigInt(body) % 7n)}`;

describe('the certify form (the passenger name and 902 ticket number of /ticketValidate)', () => {
  it('accepts a name and a valid ticket number, spaces and dashes ignored', () => {
    expect(validateCertifyForm({ passengerName: '王晓明', ticketNo: TICKET })).toEqual({});
    expect(validateCertifyForm({ passengerName: 'WANG/XIAOMING', ticketNo: `902-${TICKET.slice(3)}` })).toEqual({});
  });

  it('bounds the name at 60 characters, both sides', () => {
    expect(validateCertifyForm({ passengerName: 'A'.repeat(60), ticketNo: TICKET })).toEqual({});
    expect(validateCertifyForm({ passengerName: 'A'.repeat(61), ticketNo: TICKET }).passengerName).toBe('nameTooLong');
  });

  it("names each field's first problem", () => {
    expect(validateCertifyForm({ passengerName: ' ', ticketNo: '' })).toEqual({
      passengerName: 'nameRequired',
      ticketNo: 'ticketRequired',
    });
    expect(validateCertifyForm({ passengerName: 'x', ticketNo: '7811234567890' }).ticketNo).toBe('ticketPrefix');
  });
});

describe('the verification code', () => {
  it('is 12 letters of an alphabet without 0, O, 1, I or L', () => {
    for (const c of '01OIL') expect(CODE_ALPHABET).not.toContain(c);
    const code = newCode((bound) => bound - 1);
    expect(code).toBe('Z'.repeat(CODE_LENGTH));
    expect(newCode(() => 0)).toBe('2'.repeat(CODE_LENGTH));
  });

  it('is read as typed and printed in groups of four', () => {
    expect(normalizeCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('must have exactly 12 letters of the alphabet, both sides of the length', () => {
    expect(codeIssue('ABCD-EFGH-JKMN')).toBeNull();
    expect(codeIssue('ABCDEFGHJKM')).toBe('codeFormat');
    expect(codeIssue('ABCDEFGHJKMNP')).toBe('codeFormat');
    expect(codeIssue('ABCDEFGHJKM0')).toBe('codeFormat');
    expect(codeIssue('  ')).toBe('codeRequired');
  });

  it('checks the validate form by field', () => {
    expect(validateValidateForm({ code: 'abcd efgh jkmn', ticketNo: TICKET })).toEqual({});
    expect(validateValidateForm({ code: 'x', ticketNo: '1' })).toEqual({
      code: 'codeFormat',
      ticketNo: 'ticketFormat',
    });
  });
});

describe('an irregular-flight certificate', () => {
  const left = 1_000_000;
  const facts: FlightFacts = { status: 'DELAYED', delayMinutes: 40, departedAt: left, now: left };

  it('certifies a delay of more than 15 minutes, refuses 15 as on time', () => {
    const at = (delayMinutes: number) => irregularityOf({ ...facts, delayMinutes });
    expect(at(DELAY_CERTIFIED_AFTER_MINUTES + 1)).toEqual({ irregularity: 'DELAYED' });
    expect(at(DELAY_CERTIFIED_AFTER_MINUTES)).toEqual({ refusal: 'ON_TIME' });
  });

  it('certifies a delay from the moment the flight leaves, not a millisecond before', () => {
    expect(irregularityOf({ ...facts, now: left - 1 })).toEqual({ refusal: 'NOT_DEPARTED' });
    expect(irregularityOf({ ...facts, now: left })).toEqual({ irregularity: 'DELAYED' });
    expect(irregularityOf({ ...facts, departedAt: null })).toEqual({ refusal: 'NOT_DEPARTED' });
  });

  it('certifies a cancellation at once; refuses a normal or early flight', () => {
    expect(irregularityOf({ ...facts, status: 'CANCELLED', delayMinutes: 0, departedAt: null })).toEqual({
      irregularity: 'CANCELLED',
    });
    expect(irregularityOf({ ...facts, status: 'NORMAL', delayMinutes: 0 })).toEqual({ refusal: 'ON_TIME' });
    expect(irregularityOf({ ...facts, status: 'EARLY', delayMinutes: -10 })).toEqual({ refusal: 'ON_TIME' });
  });

  it('certifies a diverted or returned flight once it has left', () => {
    expect(irregularityOf({ ...facts, status: 'DIVERTED', delayMinutes: 0 })).toEqual({ irregularity: 'DIVERTED' });
    expect(irregularityOf({ ...facts, status: 'RETURNED', now: left - 1 })).toEqual({ refusal: 'NOT_DEPARTED' });
  });

  it('needs a coupon the airline issued (refunded or changed still held the seat)', () => {
    expect(couponWasIssued('REFUNDED')).toBe(true);
    expect(couponWasIssued('CHANGED')).toBe(true);
    expect(couponWasIssued('NOT_PRINTED')).toBe(false);
    expect(couponWasIssued('VOIDED')).toBe(false);
  });
});

describe('an air-travel certificate', () => {
  it('certifies a used (flown) coupon only', () => {
    expect(travelRefusal('USED')).toBeNull();
    for (const s of ['TO_BE_USED', 'CHECKED_IN', 'BOARDED', 'REFUNDED'] as const)
      expect(travelRefusal(s)).toBe('NOT_FLOWN');
  });
});
