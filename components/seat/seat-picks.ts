import type {
  ChartSeat,
  CheckInTrip,
  OrderAddOnOfferData,
  PassengerAddOnService,
  SeatChartData,
  SeatFareData,
  SeatPassenger,
} from '@/lib/contract';
import { validateSeatChoices, type SeatIssue, type SeatOccupant } from '@/lib/domain/seat-rules';

/**
 * The seat page's rules as pure functions (decision 22; spec §4 seat selection flow, §5 seat rules, §9 points):
 * the priced chart the grid draws, one more pick checked with lib/domain/seat-rules, the picks priced again
 * with the frozen offer, and the points field.
 */

/** One passenger's new seat: the seat product and the price the fares gave when it was picked. */
export type SeatPick = { passengerId: string; seatNo: string; productId: string; price: number };

/** A chart seat with its fare: a seat without one is drawn unavailable and labelled 'no price'. */
export type PricedSeat = ChartSeat & { price: number; priced: boolean; free: boolean };

/** The chart and the fares as one map: `available` means free now and priced. */
export function pricedSeats(chart: SeatChartData, fares: SeatFareData): PricedSeat[] {
  const byProduct = new Map(fares.fares.map((f) => [f.productId, f]));
  return chart.seats.map((seat) => {
    const fare = byProduct.get(seat.productId);
    const priced = fare !== undefined && fare.seatNo === seat.seatNo;
    return {
      ...seat,
      price: priced ? fare.price : 0,
      priced,
      free: seat.available,
      available: seat.available && priced,
    };
  });
}

/** The rows whose exits are over the wing (the first two exit rows, spec §3), and the door exit rows. */
export function exitRows(seats: readonly Pick<ChartSeat, 'row' | 'exit'>[]): { wing: number[]; door: number[] } {
  const rows = (kind: 'WING' | 'DOOR') =>
    [...new Set(seats.filter((s) => s.exit === kind).map((s) => s.row))].sort((a, b) => a - b);
  return { wing: rows('WING'), door: rows('DOOR') };
}

/** The passengers the picker offers: all of the segment's, or the ones named (the check-in's choice). */
export function pickerPassengers(chart: SeatChartData, only?: readonly string[]): SeatPassenger[] {
  return only ? chart.passengers.filter((p) => only.includes(p.passengerId)) : chart.passengers;
}

/** Why a pick is refused: a rule of lib/domain/seat-rules, or the page's own (spec §5, §8 messages). */
export type PickIssue = 'noPassenger' | 'blocked' | 'noPrice' | SeatIssue['key'];

export type PickOutcome =
  | { kind: 'pick'; pick: SeatPick }
  /** The passenger's current seat: not a pick, so any new pick of theirs is dropped. */
  | { kind: 'keep' }
  | { kind: 'refused'; issue: PickIssue };

/**
 * One more pick for `passengerId`, checked in the order the page says the reasons: who, the current seat,
 * another passenger's pick, taken, no price, then the seat rules (exit rows, infant rows and sides) against
 * the seats taken and the other picks.
 */
export function choosePick(
  chart: SeatChartData,
  seats: readonly PricedSeat[],
  picks: readonly SeatPick[],
  passengerId: string | null,
  seatNo: string,
): PickOutcome {
  const refused = (issue: PickIssue): PickOutcome => ({ kind: 'refused', issue });
  const passenger = chart.passengers.find((p) => p.passengerId === passengerId);
  if (!passenger) return refused('noPassenger');
  if (passenger.block) return refused('blocked');
  if (passenger.seatNo === seatNo) return { kind: 'keep' };
  const seat = seats.find((s) => s.seatNo === seatNo);
  if (!seat) return refused('seatNotFound');
  const others = picks.filter((p) => p.passengerId !== passenger.passengerId);
  if (others.some((p) => p.seatNo === seatNo)) return refused('seatTakenByOther');
  if (!seat.free) return refused('seatOccupied');
  if (!seat.priced) return refused('noPrice');

  const index = (id: string) => chart.passengers.find((p) => p.passengerId === id);
  const choices = [...others, { passengerId: passenger.passengerId, seatNo }].map((p) => {
    const who = index(p.passengerId);
    return {
      passenger: who?.passengerIndex ?? -1,
      seatNo: p.seatNo,
      type: who?.type ?? 'ADT',
      withInfant: who?.withInfant ?? false,
    };
  });
  const issues = validateSeatChoices(chart.aircraft, choices, occupiedSeats(chart, passenger));
  const issue = issues.find((i) => i.passenger === passenger.passengerIndex);
  if (issue) return refused(issue.key);
  return {
    kind: 'pick',
    pick: { passengerId: passenger.passengerId, seatNo, productId: seat.productId, price: seat.price },
  };
}

/**
 * The seats taken, each carrying whether an adult with an infant sits on its side of the row (the chart
 * says so per side). The chooser's own side is not counted against them when the infant is theirs.
 */
function occupiedSeats(chart: SeatChartData, chooser: SeatPassenger): SeatOccupant[] {
  const own = chooser.withInfant ? chart.seats.find((s) => s.seatNo === chooser.seatNo) : undefined;
  return chart.seats
    .filter((s) => !s.available)
    .map((s) => ({
      seatNo: s.seatNo,
      withInfant: s.infantOnSide && !(own && own.row === s.row && own.side === s.side),
    }));
}

/** The picks after an outcome for `passengerId`: a pick replaces theirs, keep drops theirs. */
export function applyPick(picks: readonly SeatPick[], passengerId: string, outcome: PickOutcome): SeatPick[] {
  const rest = picks.filter((p) => p.passengerId !== passengerId);
  if (outcome.kind === 'pick') return [...rest, outcome.pick];
  if (outcome.kind === 'keep') return rest;
  return [...picks];
}

/** Who the picker turns to after a pick: the next open passenger without a pick, wrapping round; else the same. */
export function nextPassenger(order: readonly string[], picked: readonly string[], current: string): string {
  const at = order.indexOf(current);
  for (let step = 1; step < order.length; step += 1) {
    const candidate = order[(at + step) % order.length]!;
    if (!picked.includes(candidate)) return candidate;
  }
  return current;
}

/** The picks priced with the frozen offer: a pick whose product has no fare there is dropped (spec §4, §8). */
export function priceWithOffer(
  picks: readonly SeatPick[],
  offer: Pick<OrderAddOnOfferData, 'seats'>,
): { lines: (SeatPick & { offerPrice: number })[]; missing: SeatPick[] } {
  const byProduct = new Map(offer.seats.map((s) => [s.productId, s]));
  const lines: (SeatPick & { offerPrice: number })[] = [];
  const missing: SeatPick[] = [];
  for (const pick of picks) {
    const fare = byProduct.get(pick.productId);
    if (fare && fare.seatNo === pick.seatNo) lines.push({ ...pick, offerPrice: fare.price });
    else missing.push(pick);
  }
  return { lines, missing };
}

/** What an add-on costs under the offer, or null when the offer does not sell it. */
export function extraPrice(extra: PassengerAddOnService, offer: OrderAddOnOfferData): number | null {
  switch (extra.kind) {
    case 'BAGGAGE':
      return offer.baggage.find((b) => b.productCode === extra.productCode)?.price ?? null;
    case 'MEAL':
      return offer.meals.find((m) => m.productCode === extra.productCode)?.price ?? null;
    case 'PRIORITY':
      return offer.priority.price;
    case 'INSURANCE':
      return offer.insurance.find((i) => i.productCode === extra.productCode)?.price ?? null;
    case 'SEAT':
      return offer.seats.find((s) => s.seatNo === extra.seatNo)?.price ?? null;
    // Sold on their own pages (decision 30), never with seats.
    case 'EXTRA_SEAT':
    case 'MAILING':
      return null;
  }
}

/** Spec §9: 100 points are worth 1 unit of the currency (100 minor units). */
export const POINTS_PER_UNIT = 100;
const MINOR_PER_UNIT = 100;

export type PointsIssue = 'number' | 'step' | 'overHeld' | 'overMax';

/** The points typed: empty is none; anything but whole digits is not a number. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Whole units only (multiples of 100), no more than held, no more than may pay for this total. */
export function pointsIssue(text: string, info: { currentPoints: number; maxPoints: number }): PointsIssue | null {
  const points = parsePoints(text);
  if (points === null) return 'number';
  if (points % POINTS_PER_UNIT !== 0) return 'step';
  if (points > info.currentPoints) return 'overHeld';
  if (points > info.maxPoints) return 'overMax';
  return null;
}

/** What `points` take off, in minor units. */
export function pointsDeduction(points: number): number {
  return Math.floor(points / POINTS_PER_UNIT) * MINOR_PER_UNIT;
}

/**
 * A trip that can still get seats online: before check-in closes, not international (seat selection is
 * at the counter there), and with a passenger who has a seat of their own and has not checked in.
 */
export function canGetSeats(trip: Pick<CheckInTrip, 'window' | 'international' | 'passengers'>): boolean {
  return (
    trip.window !== 'closed' && !trip.international && trip.passengers.some((p) => p.type !== 'INF' && !p.checkedIn)
  );
}
