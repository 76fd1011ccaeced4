import { seatLayout } from '@/lib/domain/seat-rules';
import { ALWAYS_MOVES, mealOutcome, seatOutcome } from './add-on-rules';

// What a change does with each kind of add-on (decision 46; issue 28 §2), both sides of each rule.

const a320 = seatLayout('A320');
const a321 = seatLayout('A321');
const seat = (layout: typeof a320, seatNo: string) => layout.find((l) => l.seatNo === seatNo);
const noInfant = { carries: false, sideTaken: false };

describe('seat (decision 46)', () => {
  it('keeps its number when the seat is there, of the same kind, and free; refunded when taken', () => {
    const facts = { was: seat(a320, '20A'), now: seat(a321, '20A'), taken: false, infant: noInfant };
    expect(seatOutcome(facts)).toEqual({ outcome: 'MOVED', reason: null });
    expect(seatOutcome({ ...facts, taken: true })).toEqual({ outcome: 'REFUNDED', reason: 'SEAT_TAKEN' });
  });

  it('is refunded when the new aircraft has no such seat or the seat is of another kind', () => {
    // A321's last row has no B or E seat; row 26 is an exit row on an A321, a window seat on an A320.
    expect(seatOutcome({ was: seat(a320, '31B'), now: seat(a321, '31B'), taken: false, infant: noInfant }).reason).toBe(
      null,
    );
    expect(seatOutcome({ was: seat(a321, '37B'), now: undefined, taken: false, infant: noInfant })).toEqual({
      outcome: 'REFUNDED',
      reason: 'SEAT_MAP_DIFFERS',
    });
    expect(seatOutcome({ was: seat(a320, '26A'), now: seat(a321, '26A'), taken: false, infant: noInfant })).toEqual({
      outcome: 'REFUNDED',
      reason: 'SEAT_MAP_DIFFERS',
    });
  });

  it('with an infant: kept in an infant row with the side free, refunded when the side already has one', () => {
    const facts = { was: seat(a320, '20A'), now: seat(a320, '20A'), taken: false };
    expect(seatOutcome({ ...facts, infant: { carries: true, sideTaken: false } }).outcome).toBe('MOVED');
    expect(seatOutcome({ ...facts, infant: { carries: true, sideTaken: true } })).toEqual({
      outcome: 'REFUNDED',
      reason: 'SEAT_MAP_DIFFERS',
    });
  });
});

describe('meal and the kinds that always move (decision 46)', () => {
  it('a meal moves when the new flight serves it, else it is refunded', () => {
    expect(mealOutcome('MEAL_NOODLE', ['MEAL_NOODLE', 'MEAL_SNACK'])).toEqual({ outcome: 'MOVED', reason: null });
    expect(mealOutcome('MEAL_NOODLE', ['MEAL_SNACK'])).toEqual({ outcome: 'REFUNDED', reason: 'NO_MEALS' });
  });

  it('bags, insurance, priority boarding and special-service requests follow the trip; meals and seats depend', () => {
    expect([...ALWAYS_MOVES].sort()).toEqual(['BAGGAGE', 'INSURANCE', 'PRIORITY', 'SPECIAL_BAGGAGE', 'WHEELCHAIR']);
    expect(ALWAYS_MOVES.has('MEAL')).toBe(false);
    expect(ALWAYS_MOVES.has('SEAT')).toBe(false);
  });
});
