import { FREE_MAILINGS_PER_YEAR } from './add-on-mailing';
import {
  VOUCHER_TICKETS_PER_REQUEST,
  normalizeVoucherNo,
  voucherFeeFen,
  voucherFreeLeft,
  voucherModifiable,
  voucherNoIssue,
  voucherSelectionIssue,
  voucherTicketState,
} from './reimbursement-voucher-rules';

// Spec §2 zh-CN /reimbursementVoucher/*, §5 Mailing ('a printed or locked ticket cannot be mailed'), §8 'limit reached
// for ... free itinerary entitlements', §9 page size 10; decision 72 (decision 30's mailing rules reused).

const ticketNo = (n: number) => `902${String(n).padStart(10, '0')}`;
const valid = { valid: true, locked: false };

describe('voucherSelectionIssue: one request holds 1 to 10 distinct 902 tickets', () => {
  it('refuses none and takes one (the lower bound, both sides)', () => {
    expect(voucherSelectionIssue([])).toBe('none');
    expect(voucherSelectionIssue([ticketNo(1)])).toBeNull();
  });
  it('takes 10 and refuses 11 (the upper bound, both sides)', () => {
    const ten = Array.from({ length: VOUCHER_TICKETS_PER_REQUEST }, (_, i) => ticketNo(i));
    expect(VOUCHER_TICKETS_PER_REQUEST).toBe(10);
    expect(voucherSelectionIssue(ten)).toBeNull();
    expect(voucherSelectionIssue([...ten, ticketNo(99)])).toBe('tooMany');
  });
  it('refuses the same ticket twice and a number that is not a 902 ticket of 13 digits', () => {
    expect(voucherSelectionIssue([ticketNo(1), ticketNo(1)])).toBe('duplicate');
    expect(voucherSelectionIssue(['781' + '0'.repeat(10)])).toBe('ticketNoInvalid');
    expect(voucherSelectionIssue([ticketNo(1).slice(0, 12)])).toBe('ticketNoInvalid');
    expect(voucherSelectionIssue([`${ticketNo(1)}0`])).toBe('ticketNoInvalid');
  });
});

describe('voucherNoIssue: RV and twelve digits, spaces and case forgiven', () => {
  it('takes 12 digits, refuses 11 and 13', () => {
    expect(voucherNoIssue('RV123456789012')).toBeNull();
    expect(voucherNoIssue(' rv 1234 5678 9012 ')).toBeNull();
    expect(normalizeVoucherNo(' rv 1234 5678 9012 ')).toBe('RV123456789012');
    expect(voucherNoIssue('RV12345678901')).toBe('voucherNoInvalid');
    expect(voucherNoIssue('RV1234567890123')).toBe('voucherNoInvalid');
  });
  it('asks for a number when none is typed', () => {
    expect(voucherNoIssue('   ')).toBe('required');
  });
});

describe('voucherTicketState: decision 30 for one ticket', () => {
  it('an issued ticket, usable or flown, with nothing mailed, can be chosen', () => {
    expect(voucherTicketState({ ticket: valid, mailedWithOrder: false, voucher: null })).toBe('AVAILABLE');
  });
  it("a ticket with a voucher shows the voucher's status, before any block", () => {
    expect(voucherTicketState({ ticket: valid, mailedWithOrder: false, voucher: 'REQUESTED' })).toBe('REQUESTED');
    expect(voucherTicketState({ ticket: valid, mailedWithOrder: true, voucher: 'MAILED' })).toBe('MAILED');
  });
  it('an order whose itinerary was mailed already is printed: printed once (spec §5)', () => {
    expect(voucherTicketState({ ticket: valid, mailedWithOrder: true, voucher: null })).toBe('PRINTED');
  });
  it('a ticket being changed or refunded, or suspended, is locked (spec §5)', () => {
    expect(voucherTicketState({ ticket: { valid: false, locked: true }, mailedWithOrder: false, voucher: null })).toBe(
      'LOCKED',
    );
  });
  it('a refunded, changed, voided or unissued ticket is not listed', () => {
    expect(voucherTicketState({ ticket: { valid: false, locked: false }, mailedWithOrder: false, voucher: null })).toBe(
      null,
    );
  });
});

describe('voucherModifiable: until the post desk sends it', () => {
  it('a requested voucher can be changed; a mailed one cannot', () => {
    expect(voucherModifiable('REQUESTED')).toBe(true);
    expect(voucherModifiable('MAILED')).toBe(false);
  });
});

describe("the fee: decision 30's free itinerary entitlement", () => {
  it('free while a free mailing is left this year, the fee once it is used (both sides of the entitlement)', () => {
    expect(FREE_MAILINGS_PER_YEAR).toBe(1);
    expect(voucherFeeFen(1_500, 0)).toBe(0);
    expect(voucherFreeLeft(0)).toBe(1);
    expect(voucherFeeFen(1_500, 1)).toBe(1_500);
    expect(voucherFreeLeft(1)).toBe(0);
  });
});
