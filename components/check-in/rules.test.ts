import type { CheckInPassengerState } from '@/lib/contract';
import { normalTicketNo, proofBody, proofErrors, refusedFieldKey } from './lookup-rules';
import { isSelectable, selectionProblem } from './selection-rules';
import { sequenceText } from './trip-time';

// Spec §4 "Check-in" (select passengers, agree to the clause), §5 e-ticket number (13 digits, 902); decision 21.

describe('selectionProblem (spec §4: passengers selected, clause agreed)', () => {
  it('asks for passengers first, then for the clause, and is satisfied with one passenger and the clause', () => {
    expect(selectionProblem(0, false)).toBe('selectPassengers');
    expect(selectionProblem(0, true)).toBe('selectPassengers');
    expect(selectionProblem(1, false)).toBe('agreeClause');
    expect(selectionProblem(1, true)).toBeNull();
    expect(selectionProblem(9, true)).toBeNull();
  });
});

describe('isSelectable (decision 21)', () => {
  const p = (over: Partial<CheckInPassengerState> = {}) =>
    ({ checkedIn: false, refusal: null, ...over }) as CheckInPassengerState;
  it('only while the window is open, for a passenger not checked in that airline-api does not refuse', () => {
    expect(isSelectable(p(), { window: 'open' })).toBe(true);
    expect(isSelectable(p(), { window: 'notOpen' })).toBe(false);
    expect(isSelectable(p(), { window: 'closed' })).toBe(false);
    expect(isSelectable(p({ checkedIn: true }), { window: 'open' })).toBe(false);
    for (const refusal of ['infant', 'international', 'special', 'extraSeat', 'limitReached', 'noSeats'] as const)
      expect(isSelectable(p({ refusal }), { window: 'open' })).toBe(false);
  });
  it('keeps a child waiting for its guardian selectable: with the guardian in the same request it goes', () => {
    expect(isSelectable(p({ refusal: 'guardianFirst' }), { window: 'open' })).toBe(true);
  });
});

describe('proofErrors (the lookup and friend forms)', () => {
  const ticket = (number: string, name = '张云雀') => proofErrors({ kind: 'ticket', number, name });
  const document = (number: string, name = '张云雀') => proofErrors({ kind: 'document', number, name });

  it('takes a 13-digit 902 ticket number, with or without spaces and dashes; refuses 12 or 14 digits or another prefix', () => {
    expect(ticket('9021234567890')).toEqual({});
    expect(ticket(' 902-1234 567890 ')).toEqual({});
    expect(ticket('902123456789')).toEqual({ ticketNo: 'ticketNoInvalid' });
    expect(ticket('90212345678901')).toEqual({ ticketNo: 'ticketNoInvalid' });
    expect(ticket('9011234567890')).toEqual({ ticketNo: 'ticketNoInvalid' });
    expect(ticket('  ')).toEqual({ ticketNo: 'ticketNoRequired' });
  });

  it('takes a document number of 4 to 30 characters, not 3 or 31', () => {
    expect(document('E555')).toEqual({});
    expect(document('E'.repeat(30))).toEqual({});
    expect(document('E55')).toEqual({ certificateNumber: 'certificateNumberInvalid' });
    expect(document('E'.repeat(31))).toEqual({ certificateNumber: 'certificateNumberInvalid' });
    expect(document('')).toEqual({ certificateNumber: 'certificateNumberRequired' });
  });

  it('needs a name of at most 60 characters', () => {
    expect(ticket('9021234567890', 'A'.repeat(60))).toEqual({});
    expect(ticket('9021234567890', 'A'.repeat(61))).toEqual({ name: 'nameInvalid' });
    expect(ticket('9021234567890', ' ')).toEqual({ name: 'nameRequired' });
  });

  it('sends the proof trimmed, the ticket number without its separators', () => {
    expect(normalTicketNo('902 1234-567890')).toBe('9021234567890');
    expect(proofBody({ kind: 'ticket', number: ' 902 1234 567890', name: ' 张云雀 ' })).toEqual({
      ticketNo: '9021234567890',
      name: '张云雀',
    });
    expect(proofBody({ kind: 'document', number: ' E55501234 ', name: 'ZHANG/YUNQUE' })).toEqual({
      certificateNumber: 'E55501234',
      name: 'ZHANG/YUNQUE',
    });
  });

  it("maps the BFF's refused fields to the form's messages", () => {
    expect(refusedFieldKey('ticketNo')).toBe('ticketNoInvalid');
    expect(refusedFieldKey('certificateNumber')).toBe('certificateNumberInvalid');
    expect(refusedFieldKey('name')).toBe('nameInvalid');
    expect(refusedFieldKey('form')).toBeNull();
  });
});

describe('sequenceText', () => {
  it('prints three digits at least', () => {
    expect(sequenceText(1)).toBe('001');
    expect(sequenceText(999)).toBe('999');
    expect(sequenceText(1000)).toBe('1000');
  });
});
