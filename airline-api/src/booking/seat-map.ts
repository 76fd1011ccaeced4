import { eq } from 'drizzle-orm';
import type { Currency, SeatMap } from '@/lib/contract';
import { COLUMNS, CABIN, seatLayout, type SeatOccupant } from '@/lib/domain/seat-rules';
import type { Db } from '../db/client';
import { seatAssignment } from '../db/schema';
import { unitHash } from '../domain/hash';
import { fromFen } from '../domain/money';
import type { FlightInstance } from '../domain/network';
import { SEAT_PRICE_FEN } from './products';

/** Seats chosen before this service existed (check-in, other channels): a stable share from a hash. */
const PRIOR_SHARE = 0.25;

function priorOccupied(flightId: string, seatNo: string): boolean {
  return unitHash(`${flightId}:seat:${seatNo}`) < PRIOR_SHARE;
}

/** Seats taken on a flight: the bookings' rows and the prior ones. */
export async function occupiedSeats(db: Db, flight: FlightInstance): Promise<SeatOccupant[]> {
  const rows = await db
    .select({ seatNo: seatAssignment.seatNo, withInfant: seatAssignment.withInfant })
    .from(seatAssignment)
    .where(eq(seatAssignment.flightId, flight.flightId));
  const prior = seatLayout(flight.schedule.aircraft)
    .filter((s) => priorOccupied(flight.flightId, s.seatNo))
    .map((s) => ({ seatNo: s.seatNo, withInfant: false }));
  return [...rows, ...prior];
}

export function seatProductId(flightId: string, seatNo: string): string {
  return `SEAT.${flightId}.${seatNo}`;
}

export async function seatMap(db: Db, flight: FlightInstance, currency: Currency): Promise<SeatMap> {
  const aircraft = flight.schedule.aircraft;
  const occupied = await occupiedSeats(db, flight);
  const taken = new Set(occupied.map((o) => o.seatNo));
  const layout = seatLayout(aircraft);
  const rowSideOf = new Map(layout.map((s) => [s.seatNo, `${s.row}${s.side}`]));
  const infantSides = new Set(occupied.filter((o) => o.withInfant).map((o) => rowSideOf.get(o.seatNo)));
  const seats = layout.map((s) => ({
    ...s,
    available: !taken.has(s.seatNo),
    infantOnSide: infantSides.has(`${s.row}${s.side}`),
    productId: seatProductId(flight.flightId, s.seatNo),
    price: fromFen(SEAT_PRICE_FEN[s.kind], currency),
  }));
  const open = seats.filter((s) => s.available).map((s) => s.price);
  return {
    flightId: flight.flightId,
    aircraft,
    rows: CABIN[aircraft].rows,
    columns: [...COLUMNS],
    currency,
    lowestPrice: open.length ? Math.min(...open) : 0,
    seats,
  };
}
