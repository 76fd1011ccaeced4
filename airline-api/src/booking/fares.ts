import { ResultCode, type FareFamily, FareFamilySchema, type PassengerType } from '@/lib/contract';
import { ApiError } from '../errors';
import { faresFen, taxesFen } from '../domain/fares';
import { loadRatio } from '../domain/inventory';
import type { FlightInstance } from '../domain/network';
import { SALES_CUTOFF_MS } from '../domain/shopping';
import { localDate } from '../domain/time-zone';
import { readInventory } from '../shopping/read-inventory';
import type { Services } from '../services';

export type BookedSegment = {
  segIndex: number;
  flight: FlightInstance;
  family: FareFamily;
  adultFareFen: number;
  airportFeeFen: number;
  fuelFen: number;
  depZone: string;
  arrZone: string;
};

export type PassengerFare = { fare: number; airportTax: number; fuelTax: number; otherTax: number };

/** Other taxes on international segments (passenger service charge), fen. */
const INTL_OTHER_TAX_FEN = 3_000;
const ceilTo10Yuan = (fen: number) => Math.ceil(fen / 1_000) * 1_000;

/**
 * What one passenger pays on a segment. Domestic: a child pays half the fare, no airport fee and half the
 * fuel surcharge; an infant 10% of the fare and no taxes. International: a child 75% with full taxes.
 */
export function passengerFare(seg: BookedSegment, type: PassengerType): PassengerFare {
  const intl = seg.flight.route.international;
  const other = intl ? INTL_OTHER_TAX_FEN : 0;
  if (type === 'ADT')
    return { fare: seg.adultFareFen, airportTax: seg.airportFeeFen, fuelTax: seg.fuelFen, otherTax: other };
  if (type === 'INF') return { fare: ceilTo10Yuan(seg.adultFareFen * 0.1), airportTax: 0, fuelTax: 0, otherTax: 0 };
  if (intl)
    return {
      fare: ceilTo10Yuan(seg.adultFareFen * 0.75),
      airportTax: seg.airportFeeFen,
      fuelTax: seg.fuelFen,
      otherTax: other,
    };
  return {
    fare: ceilTo10Yuan(seg.adultFareFen * 0.5),
    airportTax: 0,
    fuelTax: Math.round(seg.fuelFen / 200) * 100,
    otherTax: 0,
  };
}

function parseFareId(fareId: string): { flightId: string; family: FareFamily } {
  const dot = fareId.lastIndexOf('.');
  const family = FareFamilySchema.safeParse(fareId.slice(dot + 1));
  if (dot < 0 || !family.success) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND, 'fareId');
  return { flightId: fareId.slice(0, dot), family: family.data };
}

/** The segments of fareIds priced now (as searchflight shows them), in time order and still on sale. */
export async function resolveSegments(s: Services, fareIds: string[]): Promise<BookedSegment[]> {
  const now = s.clock.now();
  const segments: BookedSegment[] = [];
  for (const [segIndex, fareId] of fareIds.entries()) {
    const { flightId, family } = parseFareId(fareId);
    const flight = s.network.flight(flightId);
    if (!flight) throw new ApiError(ResultCode.FLIGHT_NOT_FOUND, fareId);
    if (flight.depUtcMs - SALES_CUTOFF_MS <= now) throw new ApiError(ResultCode.NOT_ON_SALE, fareId);
    const prev = segments[segments.length - 1];
    if (prev && flight.depUtcMs <= prev.flight.arrUtcMs) throw new ApiError(ResultCode.BAD_REQUEST, 'segment order');
    const depZone = s.network.airport(flight.route.depAirport)?.timeZone ?? 'Asia/Shanghai';
    const arrZone = s.network.airport(flight.route.arrAirport)?.timeZone ?? 'Asia/Shanghai';
    const sold = await readInventory(
      s.db,
      [flight.route.depAirport],
      [flight.route.arrAirport],
      flight.date,
      flight.date,
    );
    const fares = faresFen(flight, localDate(now, depZone), loadRatio(flight, sold));
    const taxes = taxesFen(flight.route.distanceKm, flight.route.international);
    segments.push({
      segIndex,
      flight,
      family,
      adultFareFen: fares[family],
      airportFeeFen: taxes.airportFee,
      fuelFen: taxes.fuelSurcharge,
      depZone,
      arrZone,
    });
  }
  return segments;
}
