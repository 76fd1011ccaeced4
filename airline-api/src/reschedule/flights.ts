import {
  ResultCode,
  type CalendarPrice,
  type Currency,
  type FareFamily,
  type RefundItem,
  type RescheduleFlightsData,
  type UpstreamLanguage,
} from '@/lib/contract';
import type { OrderRow } from '../booking/lifecycle';
import { addDays, dayNumber } from '../domain/dates';
import { passengerFareFen, taxesFen } from '../domain/fares';
import { specialDayName } from '../domain/holidays';
import { flightFaresFen, seatsOf } from '../domain/inventory';
import type { FlightInstance } from '../domain/network';
import { fromFen } from '../domain/money';
import { isSellable } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { readInventory } from '../shopping/read-inventory';
import { searchFlights } from '../shopping/search';
import { checkChange, type ChangeMode } from './price';

/** Spec §9: the price strip shows 7 days, the asked date at the fourth position. */
const STRIP_BEFORE = 3;
const STRIP_DAYS = 7;

type Body = {
  items: RefundItem[];
  dates: { segmentIndex: number; date: string }[];
  currency: Currency;
};

/**
 * Spec §7 /modAndRef/api/reschedule/flight (decision 23; spec §2 /modify/selnewair): once the items may change
 * (the quote's checks), for each date asked the flights of the segment's route (the same airports) on that
 * date, as searchflight answers them, less the flight held now and with only the segment's fare family (the
 * new fare is of the same family, decision 23); and a 7-day strip of that family's lowest adult fare. Strip and
 * flights are on one basis, the fare without taxes (decision 49): the route stays, so its taxes stay as paid.
 */
export async function rescheduleFlights(
  s: Services,
  order: OrderRow,
  body: Body,
  language: UpstreamLanguage,
  mode: ChangeMode = 'VOLUNTARY',
): Promise<RescheduleFlightsData> {
  const { items } = await checkChange(s, order, body.items, s.db, mode);
  const seen = new Set<number>();
  const segments: RescheduleFlightsData['segments'] = [];
  for (const { segmentIndex, date } of body.dates) {
    const moving = items.filter((r) => r.segment.segIndex === segmentIndex);
    if (moving.length === 0 || seen.has(segmentIndex))
      throw new ApiError(ResultCode.BAD_REQUEST, `date of segment ${segmentIndex}`);
    seen.add(segmentIndex);
    const { flight: old, segment } = moving[0]!;
    const family = segment.fareFamily;
    const seated = moving.filter((r) => r.passenger.type !== 'INF').length;
    const search = await searchFlights(s, {
      channelNo: 'B2C',
      language,
      currency: body.currency,
      tripType: 'OW',
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      flightCondition: [
        {
          index: 0,
          depCode: old.route.depAirport,
          arrCode: old.route.arrAirport,
          depDate: date,
          depCodeType: 'AIRPORT',
          arrCodeType: 'AIRPORT',
        },
      ],
    });
    const flights = search.legs[0]!.flights.filter(
      (f) =>
        f.depAirport === old.route.depAirport && f.arrAirport === old.route.arrAirport && f.flightId !== old.flightId,
    ).map((f) => ({ ...f, fares: f.fares.filter((x) => x.fareFamily === family) }));
    segments.push({
      segmentIndex,
      date,
      fareFamily: family,
      flights,
      strip: await familyStrip(s, old, family, date, seated, body.currency, language),
    });
  }
  return { segments };
}

/**
 * The price calendar's rule (shopping/search.ts calendarPrices) for one route and fare family, on the flight list's
 * basis: per day, the lowest adult fare (taxes left out) of the family among the sellable flights with `seats` seats
 * left, other than the flight held now; null before today, beyond the schedule, or when none.
 */
async function familyStrip(
  s: Services,
  old: FlightInstance,
  family: FareFamily,
  date: string,
  seats: number,
  currency: Currency,
  language: UpstreamLanguage,
): Promise<CalendarPrice[]> {
  const { depAirport, arrAirport } = old.route;
  const now = s.clock.now();
  const today = localDate(now, s.network.airport(depAirport)?.timeZone ?? 'Asia/Shanghai');
  const first = addDays(date, -STRIP_BEFORE);
  const last = addDays(first, STRIP_DAYS - 1);
  const sold = await readInventory(s.db, [depAirport], [arrAirport], first, last);
  const route = s.network.route(depAirport, arrAirport);
  const strip: CalendarPrice[] = [];
  for (let i = 0; i < STRIP_DAYS; i += 1) {
    const day = addDays(first, i);
    let best: { fen: number; flight: FlightInstance } | null = null;
    const open = route && dayNumber(day) >= dayNumber(today) && day <= s.network.horizon;
    for (const f of open ? s.network.flightsOn(route, day) : []) {
      if (!isSellable(f, now) || f.flightId === old.flightId) continue;
      const left = seatsOf(f, family, sold);
      if (left.capacity - left.sold < seats) continue;
      const adult = passengerFareFen(
        flightFaresFen(f, today, sold)[family],
        taxesFen(f.route.distanceKm, f.route.international),
        f.route.international,
        'ADT',
      );
      // The fare alone, as the flight list shows it: a date change keeps the route, so its taxes do not change.
      const fen = adult.fare;
      if (!best || fen < best.fen) best = { fen, flight: f };
    }
    strip.push({
      date: day,
      price: best ? fromFen(best.fen, currency) : null,
      isLowest: false,
      currency,
      specialDay: specialDayName(day, language),
    });
  }
  const lowest = Math.min(...strip.map((p) => p.price ?? Infinity));
  for (const p of strip) p.isLowest = p.price !== null && p.price === lowest;
  return strip;
}
