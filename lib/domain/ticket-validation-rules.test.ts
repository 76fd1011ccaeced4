import { TicketStatus } from '@/lib/contract/order-status';
import {
  addMonthsUtc,
  couponStatus,
  nameMatches,
  ticketNoIssue,
  validateTicketValidationForm,
  verifiableUntil,
  withinWindow,
  type CouponFacts,
} from './ticket-validation-rules';

const body = '902123456789';
const VALID = `${body}${Number(BigInt(body) % 7n)}`;
const WRONG_CHECK = `${body}${(Number(BigInt(body) % 7n) + 1) % 10}`;

describe('ticket validation form', () => {
  const ok = { passengerName: '张云雀', ticketNo: VALID, email: 'a@example.com' };

  it('accepts a whole form, with or without the itinerary number', () => {
    expect(validateTicketValidationForm(ok)).toEqual({});
    expect(validateTicketValidationForm({ ...ok, itineraryNo: '1234567890' })).toEqual({});
    expect(validateTicketValidationForm({ ...ok, ticketNo: `902-${VALID.slice(3)}` })).toEqual({});
  });

  it('names each field’s first problem', () => {
    expect(validateTicketValidationForm({ passengerName: ' ', ticketNo: '', itineraryNo: '12', email: '' })).toEqual({
      passengerName: 'nameRequired',
      ticketNo: 'ticketRequired',
      itineraryNo: 'itineraryFormat',
      email: 'emailRequired',
    });
    expect(validateTicketValidationForm({ ...ok, passengerName: 'A'.repeat(61) }).passengerName).toBe('nameTooLong');
    expect(validateTicketValidationForm({ ...ok, email: 'not-mail' }).email).toBe('emailInvalid');
    expect(validateTicketValidationForm({ ...ok, email: `${'a'.repeat(250)}@x.cn` }).email).toBe('emailInvalid');
  });

  it('checks a ticket number’s length, prefix and check digit', () => {
    expect(ticketNoIssue(VALID)).toBeNull();
    expect(ticketNoIssue('90212345678')).toBe('ticketFormat');
    expect(ticketNoIssue('781234567890A')).toBe('ticketFormat');
    expect(ticketNoIssue('7811234567890')).toBe('ticketPrefix');
    expect(ticketNoIssue(WRONG_CHECK)).toBe('ticketCheckDigit');
  });

  it('matches names without case, spaces or the slash', () => {
    const p = { name: null, surname: 'ZHANG', givenName: 'YUNQUE' };
    expect(nameMatches('zhang/yunque', p)).toBe(true);
    expect(nameMatches(' Zhang Yunque ', p)).toBe(true);
    expect(nameMatches('ZHANG/YUN', p)).toBe(false);
    expect(nameMatches('张 云雀', { name: '张云雀', surname: null, givenName: null })).toBe(true);
    expect(nameMatches('', { name: '', surname: null, givenName: null })).toBe(false);
  });
});

describe('coupon status', () => {
  const base: CouponFacts = {
    ticketStatus: TicketStatus.ISSUED,
    productUsed: false,
    checkedIn: false,
    departure: 1_000,
    arrival: 2_000,
    now: 500,
  };

  it('reads an issued coupon by check-in and the flight’s times', () => {
    expect(couponStatus(base)).toBe('TO_BE_USED');
    expect(couponStatus({ ...base, checkedIn: true })).toBe('CHECKED_IN');
    expect(couponStatus({ ...base, checkedIn: true, now: 1_000 })).toBe('BOARDED');
    expect(couponStatus({ ...base, checkedIn: true, now: 2_000 })).toBe('USED');
    expect(couponStatus({ ...base, productUsed: true })).toBe('USED');
    expect(couponStatus({ ...base, now: 3_000 })).toBe('TO_BE_USED');
  });

  it('maps the other ticket statuses', () => {
    const of = (ticketStatus: number) => couponStatus({ ...base, ticketStatus });
    expect(of(TicketStatus.PENDING_ISSUE)).toBe('NOT_PRINTED');
    expect(of(TicketStatus.ISSUE_FAILED)).toBe('NOT_PRINTED');
    expect(of(TicketStatus.REFUNDED)).toBe('REFUNDED');
    expect(of(TicketStatus.REFUND_DONE)).toBe('REFUNDED');
    expect(of(TicketStatus.CHANGED)).toBe('CHANGED');
    expect(of(TicketStatus.VOIDED)).toBe('VOIDED');
    expect(of(TicketStatus.SUSPENDED)).toBe('SUSPENDED');
    expect(of(TicketStatus.CHANGING)).toBe('SUSPENDED');
    expect(of(TicketStatus.REFUNDING)).toBe('SUSPENDED');
  });
});

describe('verification windows', () => {
  const at = (iso: string) => Date.parse(iso);

  it('adds calendar months, clamping the day', () => {
    expect(addMonthsUtc(at('2026-01-31T10:00:00Z'), 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(addMonthsUtc(at('2026-11-30T00:00:00Z'), 3)).toBe(at('2027-02-28T00:00:00Z'));
    expect(addMonthsUtc(at('2024-02-29T00:00:00Z'), 12)).toBe(at('2025-02-28T00:00:00Z'));
  });

  it('keeps a used ticket verifiable 3 months after departure, the bound included', () => {
    const t = {
      statuses: ['USED' as const],
      departure: at('2026-03-15T02:00:00Z'),
      issuedAt: at('2026-01-01T00:00:00Z'),
    };
    const until = at('2026-06-15T02:00:00Z');
    expect(verifiableUntil(t)).toBe(until);
    expect(withinWindow(t, until - 1)).toBe(true);
    expect(withinWindow(t, until)).toBe(true);
    expect(withinWindow(t, until + 1)).toBe(false);
    expect(withinWindow({ ...t, statuses: ['BOARDED'] }, until + 1)).toBe(false);
  });

  it('keeps an unused ticket verifiable 1 year after issue, the bound included', () => {
    const t = {
      statuses: ['TO_BE_USED' as const],
      departure: at('2026-03-15T02:00:00Z'),
      issuedAt: at('2026-01-10T08:30:00Z'),
    };
    const until = at('2027-01-10T08:30:00Z');
    expect(verifiableUntil(t)).toBe(until);
    expect(withinWindow(t, until - 1)).toBe(true);
    expect(withinWindow(t, until)).toBe(true);
    expect(withinWindow(t, until + 1)).toBe(false);
    expect(withinWindow({ ...t, statuses: ['REFUNDED'] }, until + 1)).toBe(false);
  });
});
