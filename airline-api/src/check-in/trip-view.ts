import { and, count, eq, inArray } from 'drizzle-orm';
import type { CheckInPassengerState, CheckInTrip, UpstreamLanguage } from '@/lib/contract';
import {
  cancelCutoffAt,
  checkInClosesAt,
  checkInOpensAt,
  checkInRefusal,
  checkInWindow,
  isSpecialPassengerDocument,
  mayCancel,
  type CheckInPassengerFacts,
} from '@/lib/domain/checkin-rules';
import { seatLayout, type SeatOccupant } from '@/lib/domain/seat-rules';
import { displayName, placeNames } from '../booking/display-names';
import { occupiedSeats } from '../booking/seat-map';
import type { Db } from '../db/client';
import { checkIn } from '../db/schema';
import { isCancelled } from '../routes/flight-status';
import type { FlightInstance } from '../domain/network';
import type { Services } from '../services';
import {
  activeCheckIn,
  isCheckInOrder,
  guardiansFor,
  infantCarriersOn,
  travellerKey,
  usableTicket,
  type OrderBundle,
  type PassengerRow,
} from './state';

/** What the flight's rules read: the seats taken, how many are free, and travellers' online check-ins. */
export type FlightFacts = {
  occupied: SeatOccupant[];
  freeSeats: number;
  onlineCheckIns: Map<string, number>;
  /** Operations cancelled the flight (its status record). */
  cancelled: boolean;
};

export async function flightFacts(db: Db, flight: FlightInstance, keys: string[]): Promise<FlightFacts> {
  const [occupied, cancelled] = await Promise.all([occupiedSeats(db, flight), isCancelled(db, flight)]);
  const counts = keys.length
    ? await db
        .select({ key: checkIn.travellerKey, n: count() })
        .from(checkIn)
        .where(
          and(
            eq(checkIn.flightId, flight.flightId),
            eq(checkIn.channel, 'ONLINE'),
            inArray(checkIn.travellerKey, keys),
          ),
        )
        .groupBy(checkIn.travellerKey)
    : [];
  return {
    occupied,
    freeSeats: seatLayout(flight.schedule.aircraft).length - new Set(occupied.map((o) => o.seatNo)).size,
    onlineCheckIns: new Map(counts.map((c) => [c.key, c.n])),
    cancelled,
  };
}

/** A passenger as lib/domain/checkin-rules reads them on one segment. */
export function passengerFacts(
  b: OrderBundle,
  p: PassengerRow,
  segIndex: number,
  facts: FlightFacts,
): CheckInPassengerFacts {
  const carriers = infantCarriersOn(b, segIndex);
  const ticket = b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);
  return {
    type: p.type,
    withInfant: carriers.has(p.psgIndex),
    special: isSpecialPassengerDocument(p.certificateType),
    extraSeat: b.extraSeats.has(`${p.psgIndex}:${segIndex}`),
    onlineCheckIns: facts.onlineCheckIns.get(travellerKey(p)) ?? 0,
    hasSeat: !!ticket?.seatNo,
  };
}

/**
 * One segment of one order as check-in shows it (spec §3 trip record, §7 selectSeatAndCheckInState): the
 * window, openSeat, and each passenger with a usable ticket, their seat, pass and the reason they cannot
 * check in online if there is one. Null when the flight is not in the network or no ticket is usable.
 */
export function tripOf(
  s: Services,
  b: OrderBundle,
  segIndex: number,
  source: CheckInTrip['source'],
  facts: FlightFacts,
  language: UpstreamLanguage,
): CheckInTrip | null {
  const sg = b.segments.find((x) => x.segIndex === segIndex);
  const flight = sg && s.network.flight(sg.flightId);
  if (!sg || !flight) return null;
  const now = s.clock.now();
  const dep = flight.depUtcMs;
  const international = flight.route.international;
  const window = checkInWindow(dep, now);
  const passengers: CheckInPassengerState[] = [];
  for (const p of b.passengers) {
    const ticket = b.tickets.find((t) => t.psgIndex === p.psgIndex && t.segIndex === segIndex);
    if (!usableTicket(ticket)) continue;
    const active = activeCheckIn(b, p.psgIndex, segIndex);
    const refusal = active
      ? null
      : checkInRefusal(
          passengerFacts(b, p, segIndex, facts),
          { cancelled: facts.cancelled, international, freeSeats: facts.freeSeats },
          {
            guardianCheckedIn: guardiansFor(b, p, flight.date).some((g) => activeCheckIn(b, g.psgIndex, segIndex)),
            guardianInRequest: false,
          },
        );
    passengers.push({
      passengerId: p.passengerId,
      passengerIndex: p.psgIndex,
      type: p.type,
      name: displayName(p),
      ticketNo: ticket.ticketNo,
      checkedIn: !!active,
      seatNo: active?.seatNo ?? ticket.seatNo,
      seatBought: !!ticket.seatNo,
      boardingSeq: active?.boardingSeq ?? null,
      refusal,
      onlineCheckIns: facts.onlineCheckIns.get(travellerKey(p)) ?? 0,
      cancellable: !!active && mayCancel(dep, now, international),
      guardianPassengerId: p.type === 'ADT' ? null : p.guardianPassengerId,
    });
  }
  if (passengers.length === 0) return null;
  const from = placeNames(s, flight.route.depAirport, language);
  const to = placeNames(s, flight.route.arrAirport, language);
  return {
    orderNo: b.order.orderNo,
    segIndex,
    flightId: flight.flightId,
    flightNo: flight.schedule.flightNo,
    aircraft: flight.schedule.aircraft,
    fareFamily: sg.fareFamily,
    depAirport: flight.route.depAirport,
    arrAirport: flight.route.arrAirport,
    depCityName: from.city,
    depAirportName: from.airport,
    arrCityName: to.city,
    arrAirportName: to.airport,
    depTime: new Date(dep).toISOString(),
    arrTime: new Date(flight.arrUtcMs).toISOString(),
    depTimeZone: s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai',
    arrTimeZone: s.network.airport(flight.route.arrAirport)?.timeZone || 'Asia/Shanghai',
    flightDate: flight.date,
    international,
    window,
    opensAt: new Date(checkInOpensAt(dep)).toISOString(),
    closesAt: new Date(checkInClosesAt(dep)).toISOString(),
    cancelCutoffAt: new Date(cancelCutoffAt(dep, international)).toISOString(),
    openSeat: window === 'open' && !international && !facts.cancelled,
    source,
    passengers,
  };
}

/** Every segment still to depart of these orders, with its check-in state, soonest first. */
export async function tripsOf(
  s: Services,
  bundles: { bundle: OrderBundle; source: CheckInTrip['source'] }[],
  language: UpstreamLanguage,
): Promise<CheckInTrip[]> {
  const now = s.clock.now();
  const trips: CheckInTrip[] = [];
  for (const { bundle, source } of bundles) {
    if (!isCheckInOrder(bundle.order)) continue;
    for (const sg of bundle.segments) {
      const flight = s.network.flight(sg.flightId);
      if (!flight || flight.depUtcMs <= now) continue;
      const facts = await flightFacts(s.db, flight, bundle.passengers.map(travellerKey));
      const trip = tripOf(s, bundle, sg.segIndex, source, facts, language);
      if (trip) trips.push(trip);
    }
  }
  return trips.sort((a, b) => a.depTime.localeCompare(b.depTime) || a.orderNo.localeCompare(b.orderNo));
}
