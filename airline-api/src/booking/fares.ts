import { ResultCode, type FareFamily, FareFamilySchema, type PassengerType } from '@/lib/contract';
import { ApiError } from '../errors';
import { passengerFareFen, taxesFen, type PassengerFareFen } from '../domain/fares';
import { flightFaresFen } from '../domain/inventory';
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

export type PassengerFare = PassengerFareFen;

/** What one passenger pays on a segment: the rule searchflight answers too (domain/fares passengerFareFen). */
export function passengerFare(seg: BookedSegment, type: PassengerType): PassengerFare {
  return passengerFareFen(
    seg.adultFareFen,
    { airportFee: seg.airportFeeFen, fuelSurcharge: seg.fuelFen },
    seg.flight.route.international,
    type,
  );
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
    const fares = flightFaresFen(flight, localDate(now, depZone), sold);
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
