/** @jest-environment jsdom */
import { clearCheckInDraft, DRAFT_TTL_MS, readCheckInDraft, writeCheckInDraft } from './check-in-draft';

const DRAFT = {
  passengerIds: ['P1', 'P2'],
  clauseAgreed: true,
  seats: [{ passengerId: 'P1', seatNo: '5A', productId: 'SEAT.X.5A', price: 3000 }],
  extras: [{ kind: 'PRIORITY' as const, passengerId: 'P2' }],
  extraLines: [{ label: 'P2 · Priority boarding', amount: 2000 }],
};

describe('the check-in draft (decision 22: /checkin/selair → otherbuy → confirm)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps a choice per order and segment', () => {
    writeCheckInDraft('A1', 0, DRAFT, 1_000);
    expect(readCheckInDraft('A1', 0, 1_000)).toEqual({ ...DRAFT, savedAt: 1_000 });
    expect(readCheckInDraft('A1', 1, 1_000)).toBeNull();
    expect(readCheckInDraft('B2', 0, 1_000)).toBeNull();
    clearCheckInDraft('A1', 0);
    expect(readCheckInDraft('A1', 0, 1_000)).toBeNull();
  });

  it('lasts 30 minutes, as the offer prices do (both sides of the bound)', () => {
    writeCheckInDraft('A1', 0, DRAFT, 0);
    expect(readCheckInDraft('A1', 0, DRAFT_TTL_MS)).not.toBeNull();
    expect(readCheckInDraft('A1', 0, DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('drops picks of passengers not chosen, and extras whose lines no longer pair up', () => {
    writeCheckInDraft('A1', 0, { ...DRAFT, passengerIds: ['P2'], extraLines: [] }, 5);
    const read = readCheckInDraft('A1', 0, 5)!;
    expect(read.seats).toEqual([]);
    expect(read.extras).toEqual([]);
  });

  it('reads a broken or empty draft as none', () => {
    window.sessionStorage.setItem('checkin-draft:A1:0', '{not json');
    expect(readCheckInDraft('A1', 0, 5)).toBeNull();
    writeCheckInDraft('A1', 0, { ...DRAFT, passengerIds: [] }, 5);
    expect(readCheckInDraft('A1', 0, 5)).toBeNull();
  });
});
