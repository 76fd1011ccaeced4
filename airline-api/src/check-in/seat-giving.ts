import { ResultCode } from '@/lib/contract';
import { seatLayout, validateSeatChoices, type SeatChoice, type SeatOccupant } from '@/lib/domain/seat-rules';
import type { FlightInstance } from '../domain/network';
import { ApiError } from '../errors';
import { infantCarriersOn, type OrderBundle, type PassengerRow } from './state';

/** Seat rules of lib/domain/seat-rules for the seats picked, as the booking answers them. */
export function assertSeatChoices(
  aircraft: FlightInstance['schedule']['aircraft'],
  choices: SeatChoice[],
  occupied: SeatOccupant[],
) {
  const issues = validateSeatChoices(aircraft, choices, occupied);
  const first = issues[0];
  if (!first) return;
  const code =
    first.key === 'seatOccupied' || first.key === 'seatTakenByOther'
      ? ResultCode.SEAT_OCCUPIED
      : first.key === 'infantSameSide'
        ? ResultCode.INFANT_IN_ROW
        : ResultCode.SEAT_NOT_ALLOWED;
  throw new ApiError(code, first.key, { seats: issues });
}

/** Seats are given from the front of the cabin, away from the front rows and exits (which are sold) while others are left. */
const GIVE_ORDER: Record<string, number> = { WINDOW: 0, AISLE: 0, MIDDLE: 0, EXIT: 1, FRONT: 2 };

/**
 * Free seats for passengers who neither bought nor picked one, each tried against the seat rules (no exit row
 * for a child, an infant's row and side); null when the cabin has too few left (spec §8 'no seats left').
 */
export function giveSeats(
  aircraft: FlightInstance['schedule']['aircraft'],
  needs: Omit<SeatChoice, 'seatNo'>[],
  occupied: SeatOccupant[],
  chosen: SeatChoice[],
): SeatChoice[] | null {
  const layout = [...seatLayout(aircraft)].sort((a, b) => GIVE_ORDER[a.kind]! - GIVE_ORDER[b.kind]! || a.row - b.row);
  const given: SeatChoice[] = [];
  for (const need of needs) {
    const taken = new Set([...occupied, ...chosen, ...given].map((x) => x.seatNo));
    const seat = layout.find(
      (l) =>
        !taken.has(l.seatNo) &&
        validateSeatChoices(aircraft, [...chosen, ...given, { ...need, seatNo: l.seatNo }], occupied).length === 0,
    );
    if (!seat) return null;
    given.push({ ...need, seatNo: seat.seatNo });
  }
  return given;
}

type Picked = PassengerRow;

/**
 * The seats of the passengers being checked in who hold none yet (spec §5): a picked one must be free and allowed,
 * the others are given; a seat bought at booking is kept. Answers the new seats; none left is CHECK_IN_NO_SEATS.
 */
export function newSeatsFor(
  aircraft: FlightInstance['schedule']['aircraft'],
  b: OrderBundle,
  segIndex: number,
  picked: Picked[],
  picks: Map<string, string | undefined>,
  occupied: SeatOccupant[],
  hasSeat: (p: Picked) => boolean,
): SeatChoice[] {
  const carriers = infantCarriersOn(b, segIndex);
  const choiceOf = (p: Picked) => ({
    passenger: p.psgIndex,
    type: p.type as 'ADT' | 'CHD',
    withInfant: carriers.has(p.psgIndex),
  });
  const unseated = picked.filter((p) => !hasSeat(p));
  const chosen = unseated
    .filter((p) => picks.get(p.passengerId))
    .map((p) => ({ ...choiceOf(p), seatNo: picks.get(p.passengerId)! }));
  assertSeatChoices(aircraft, chosen, occupied);
  const given = giveSeats(aircraft, unseated.filter((p) => !picks.get(p.passengerId)).map(choiceOf), occupied, chosen);
  if (!given) throw new ApiError(ResultCode.CHECK_IN_NO_SEATS);
  return [...chosen, ...given];
}
