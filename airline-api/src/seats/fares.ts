import { eq } from 'drizzle-orm';
import type { Currency, SeatFareData } from '@/lib/contract';
import { seatLayout, type SeatKind } from '@/lib/domain/seat-rules';
import { SEAT_PRICE_FEN } from '../booking/products';
import { occupiedSeats, seatProductId } from '../booking/seat-map';
import type { Db } from '../db/client';
import { readAll } from '../db/reads';
import { seatFareWithdrawal } from '../db/schema';
import { fromFen } from '../domain/money';
import type { FlightInstance } from '../domain/network';

/** A seat product on sale: its seat and price in fen. */
export type SeatFareFen = { productId: string; seatNo: string; kind: SeatKind; fen: number };

/** The seats of a flight whose products the sandbox withdrew from the fares. */
export async function withdrawnSeats(db: Db, flightId: string): Promise<Set<string>> {
  const rows = await db
    .select({ seatNo: seatFareWithdrawal.seatNo })
    .from(seatFareWithdrawal)
    .where(eq(seatFareWithdrawal.flightId, flightId));
  return new Set(rows.map((r) => r.seatNo));
}

/**
 * Spec §7 getSeatServiceFare: every seat product of the flight on sale now, priced by seat kind (the booking's
 * SEAT_PRICE_FEN). A seat taken, or whose product is withdrawn, has no fare: the page drops it (spec §4 "a seat
 * without a valid price is dropped from selection").
 */
export async function seatFaresFen(db: Db, flight: FlightInstance): Promise<SeatFareFen[]> {
  const [occupied, withdrawn] = await readAll(db, [
    () => occupiedSeats(db, flight),
    () => withdrawnSeats(db, flight.flightId),
  ]);
  const taken = new Set(occupied.map((o) => o.seatNo));
  return seatLayout(flight.schedule.aircraft)
    .filter((l) => !taken.has(l.seatNo) && !withdrawn.has(l.seatNo))
    .map((l) => ({
      productId: seatProductId(flight.flightId, l.seatNo),
      seatNo: l.seatNo,
      kind: l.kind,
      fen: SEAT_PRICE_FEN[l.kind],
    }));
}

/** The fares in `currency` (each converted on its own, as every price is) and the lowest of them. */
export function seatFareData(fares: SeatFareFen[], currency: Currency): SeatFareData {
  const priced = fares.map((f) => ({ productId: f.productId, seatNo: f.seatNo, price: fromFen(f.fen, currency) }));
  return {
    currency,
    lowestPrice: priced.length ? Math.min(...priced.map((f) => f.price)) : 0,
    fares: priced,
  };
}
