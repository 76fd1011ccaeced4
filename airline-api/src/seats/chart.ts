import type { SeatChartData } from '@/lib/contract';
import { CABIN, COLUMNS, seatLayout } from '@/lib/domain/seat-rules';
import { occupiedSeats, seatProductId } from '../booking/seat-map';
import type { Services } from '../services';
import { closedReason, passengerView, seatPassengers, type SeatSegment } from './segment';

/**
 * Spec §7 selectFlightSeatChart (spec §3 seat chart entry without its price): the segment's layout, which
 * seats are free, where an adult with an infant already sits, the passengers with their seats and blocks, and
 * whether seat selection is open (decision 22: from ticketing until check-in closes, 1 hour before departure).
 */
export async function seatChart(s: Services, seg: SeatSegment): Promise<SeatChartData> {
  const { flight } = seg;
  const aircraft = flight.schedule.aircraft;
  const occupied = await occupiedSeats(s.db, flight);
  const taken = new Set(occupied.map((o) => o.seatNo));
  const layout = seatLayout(aircraft);
  const rowSideOf = new Map(layout.map((l) => [l.seatNo, `${l.row}${l.side}`]));
  const infantSides = new Set(occupied.filter((o) => o.withInfant).map((o) => rowSideOf.get(o.seatNo)));
  const closed = closedReason(s, seg);
  return {
    orderNo: seg.order.orderNo,
    segmentIndex: seg.segIndex,
    flightId: flight.flightId,
    flightNo: flight.schedule.flightNo,
    aircraft,
    rows: CABIN[aircraft].rows,
    columns: [...COLUMNS],
    open: closed === null,
    closed,
    seats: layout.map((l) => ({
      ...l,
      available: !taken.has(l.seatNo),
      infantOnSide: infantSides.has(`${l.row}${l.side}`),
      productId: seatProductId(flight.flightId, l.seatNo),
    })),
    passengers: seatPassengers(seg).map(passengerView),
  };
}
