import type { CheckInPassengerState } from '@/lib/contract';
import {
  applyPick,
  canGetSeats,
  choosePick,
  exitRows,
  extraPrice,
  nextPassenger,
  pointsDeduction,
  pointsIssue,
  priceWithOffer,
  pricedSeats,
  type SeatPick,
} from './seat-picks';
import { sampleChart, sampleFares, sampleOffer } from './test-chart';

const chart = sampleChart();
const seats = pricedSeats(chart, sampleFares());
const pick = (passengerId: string, seatNo: string): SeatPick => ({
  passengerId,
  seatNo,
  productId: `SEAT-${seatNo}`,
  price: 2000,
});

describe('the priced chart (spec §3 seat chart entry, §4 "a seat without a valid price")', () => {
  it('draws a seat without a fare as unavailable, and a taken seat as taken', () => {
    const row30 = seats.find((s) => s.seatNo === '30A')!;
    expect(row30).toMatchObject({ available: false, priced: false, free: true });
    expect(seats.find((s) => s.seatNo === '5A')).toMatchObject({ available: false, priced: true, free: false });
    expect(seats.find((s) => s.seatNo === '14A')).toMatchObject({ available: true, price: 2000 });
  });

  it('names the first two exit rows as wing rows', () => {
    expect(exitRows(chart.seats)).toEqual({ wing: [12, 13], door: [] });
  });
});

describe('one more pick (spec §5 seat rules, §8 messages)', () => {
  const choose = (who: string | null, seatNo: string, picks: SeatPick[] = []) =>
    choosePick(chart, seats, picks, who, seatNo);

  it('asks for a passenger first', () => {
    expect(choose(null, '14A')).toEqual({ kind: 'refused', issue: 'noPassenger' });
  });

  it('refuses a blocked (checked-in) passenger', () => {
    expect(choose('P4', '14A')).toEqual({ kind: 'refused', issue: 'blocked' });
  });

  it('takes a free priced seat with its product and price', () => {
    expect(choose('P1', '14A')).toEqual({
      kind: 'pick',
      pick: { passengerId: 'P1', seatNo: '14A', productId: 'SEAT-14A', price: 2000 },
    });
  });

  it("treats the passenger's current seat as no pick", () => {
    expect(choose('P1', '20C')).toEqual({ kind: 'keep' });
    expect(applyPick([pick('P1', '14A'), pick('P2', '14B')], 'P1', { kind: 'keep' })).toEqual([pick('P2', '14B')]);
  });

  it('refuses a taken seat, a seat without a price and a seat chosen for another passenger', () => {
    expect(choose('P1', '5A')).toEqual({ kind: 'refused', issue: 'seatOccupied' });
    expect(choose('P1', '30A')).toEqual({ kind: 'refused', issue: 'noPrice' });
    expect(choose('P1', '14A', [pick('P2', '14A')])).toEqual({ kind: 'refused', issue: 'seatTakenByOther' });
  });

  it('keeps children and passengers with an infant out of exit rows', () => {
    expect(choose('P2', '12A')).toEqual({ kind: 'refused', issue: 'exitRowNotAllowed' });
    expect(choose('P3', '13F')).toEqual({ kind: 'refused', issue: 'exitRowNotAllowed' });
    expect(choose('P1', '12A').kind).toBe('pick');
  });

  it('keeps a second infant off a side of a row that already has one', () => {
    expect(choose('P3', '20B')).toEqual({ kind: 'refused', issue: 'infantSameSide' });
    expect(choose('P3', '20E').kind).toBe('pick');
    // two adults with infants of this party on one side: the second is refused
    const twoInfants = sampleChart({
      passengers: [...chart.passengers, { ...chart.passengers[2]!, passengerId: 'P5', passengerIndex: 4 }],
    });
    expect(choosePick(twoInfants, seats, [pick('P3', '22A')], 'P5', '22B')).toEqual({
      kind: 'refused',
      issue: 'infantSameSide',
    });
  });

  it('keeps infants out of the rows in front of the exits', () => {
    expect(choose('P3', '11A')).toEqual({ kind: 'refused', issue: 'infantRowNotAllowed' });
  });

  it('moves on to the next passenger without a pick', () => {
    expect(nextPassenger(['P1', 'P2', 'P3'], ['P1'], 'P1')).toBe('P2');
    expect(nextPassenger(['P1', 'P2', 'P3'], ['P1', 'P2', 'P3'], 'P2')).toBe('P2');
    expect(nextPassenger(['P1', 'P2', 'P3'], ['P2', 'P3'], 'P3')).toBe('P1');
  });
});

describe('the picks priced with the frozen offer (spec §4, §8 "seat product missing")', () => {
  it('drops a pick whose product has no fare in the offer and prices the rest with the offer', () => {
    const offer = sampleOffer({
      seats: [{ productId: 'SEAT-14A', seatNo: '14A', price: 2500 }],
    });
    const { lines, missing } = priceWithOffer([pick('P1', '14A'), pick('P2', '15B')], offer);
    expect(lines).toEqual([{ ...pick('P1', '14A'), offerPrice: 2500 }]);
    expect(missing).toEqual([pick('P2', '15B')]);
  });

  it('prices add-ons from the offer', () => {
    const offer = sampleOffer();
    expect(extraPrice({ kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' }, offer)).toBe(10000);
    expect(extraPrice({ kind: 'MEAL', passengerId: 'P1', productCode: 'MEAL1' }, offer)).toBe(3000);
    expect(extraPrice({ kind: 'PRIORITY', passengerId: 'P1' }, offer)).toBe(1500);
    expect(extraPrice({ kind: 'MEAL', passengerId: 'P1', productCode: 'GONE' }, offer)).toBeNull();
  });
});

describe('the points field (spec §9: 100 points = 1 unit)', () => {
  const info = { currentPoints: 500, maxPoints: 300 };
  it('takes whole hundreds within what is held and what may pay', () => {
    expect(pointsIssue('', info)).toBeNull();
    expect(pointsIssue('200', info)).toBeNull();
    expect(pointsIssue('300', info)).toBeNull();
  });
  it('refuses what is not a number, not whole units, or too many', () => {
    expect(pointsIssue('abc', info)).toBe('number');
    expect(pointsIssue('-100', info)).toBe('number');
    expect(pointsIssue('150', info)).toBe('step');
    expect(pointsIssue('600', info)).toBe('overHeld');
    expect(pointsIssue('400', info)).toBe('overMax');
  });
  it('takes 1 unit (100 minor units) off per 100 points', () => {
    expect(pointsDeduction(200)).toBe(200);
    expect(pointsDeduction(0)).toBe(0);
  });
});

describe('trips that can still get seats', () => {
  const p = (over: Partial<CheckInPassengerState>) =>
    ({ type: 'ADT', checkedIn: false, ...over }) as CheckInPassengerState;
  it('lists trips before check-in closes with a passenger not checked in', () => {
    expect(canGetSeats({ window: 'notOpen', international: false, passengers: [p({})] })).toBe(true);
    expect(canGetSeats({ window: 'open', international: false, passengers: [p({ checkedIn: true }), p({})] })).toBe(
      true,
    );
  });
  it('leaves out closed, international and fully checked-in trips', () => {
    expect(canGetSeats({ window: 'closed', international: false, passengers: [p({})] })).toBe(false);
    expect(canGetSeats({ window: 'open', international: true, passengers: [p({})] })).toBe(false);
    expect(canGetSeats({ window: 'open', international: false, passengers: [p({ checkedIn: true })] })).toBe(false);
  });
});
