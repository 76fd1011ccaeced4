import type { SeatMap } from '@/lib/contract/add-on-catalogue';
import { validateSeatChoices, type SeatChoice } from '@/lib/domain/seat-rules';

/**
 * The seat rules of lib/domain/seat-rules for one more choice on a flight, against the seats already
 * taken and the other passengers' choices: null when allowed, else the rule's message key.
 */
export function seatChoiceIssue(map: SeatMap, chosen: SeatChoice[], next: SeatChoice): string | null {
  const seat = map.seats.find((s) => s.seatNo === next.seatNo);
  if (!seat) return 'seatNotFound';
  if (!seat.available) return 'seatOccupied';
  // An adult with an infant already sits on this side of the row (one spare oxygen mask per side).
  if (next.withInfant && seat.infantOnSide) return 'infantSameSide';
  const others = chosen.filter((c) => c.passenger !== next.passenger);
  const occupied = map.seats.filter((s) => !s.available).map((s) => ({ seatNo: s.seatNo, withInfant: false }));
  const issues = validateSeatChoices(map.aircraft, [...others, next], occupied);
  return issues.find((i) => i.passenger === next.passenger)?.key ?? null;
}

/**
 * Who the seat map turns to after a pick: the next passenger (in booking order, wrapping round) who has
 * no seat yet; the same passenger when everyone has one.
 */
export function nextSeatPassenger(order: number[], seated: number[], current: number): number {
  const at = order.indexOf(current);
  for (let step = 1; step < order.length; step += 1) {
    const candidate = order[(at + step) % order.length]!;
    if (!seated.includes(candidate)) return candidate;
  }
  return current;
}
