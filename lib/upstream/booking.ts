import 'server-only';
import { z } from 'zod';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import {
  AddOnCatalogueSchema,
  DeductionsDataSchema,
  PricePartsSchema,
  ReserveDataSchema,
  SavedPassengersDataSchema,
  SeatMapSchema,
  UpstreamPath,
  type Currency,
  type PassengerPrices,
  type PassengerType,
  type ReserveBody,
} from '@/lib/contract';
import type { SearchCriteria } from '@/lib/domain/search';
import { airportDate } from '@/lib/i18n/format';
import type { FareChoice } from '@/lib/domain/search-url-format';
import { cityDictionary } from './city';
import { callUpstream } from './client';
import type { AntiFraudExtra, UpstreamContext } from './context';
import { upstreamOk, type UpstreamResult } from './result';
import { searchFlight } from './shop';

/** Spec §7 booking calls (airline-api README "Booking to ticket"): catalogue, seat map, price, reserve, deductions. */

type Fares = { fareIds: string[]; passengers: { type: PassengerType }[] };

export function addOnCatalogue(context: UpstreamContext, input: Fares) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addOnCatalogue,
    body: { ...input, currency: context.currency, language: context.language },
    data: AddOnCatalogueSchema,
    context,
  });
}

export function seatMap(context: UpstreamContext, flightId: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.seatMap,
    query: { flightId, currency: context.currency },
    data: SeatMapSchema,
    context,
  });
}

export function reservePrice(context: UpstreamContext, body: ReserveBody, antiFraud: AntiFraudExtra) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.reservePrice,
    body: { ...body, channelNo: context.channel, currency: context.currency },
    data: z.object({ price: PricePartsSchema }),
    context,
    antiFraud,
  });
}

/** Creates the order; the same key and body make one order however often they arrive. */
export function reserve(
  context: UpstreamContext,
  body: ReserveBody,
  idempotencyKey: string,
  antiFraud: AntiFraudExtra,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.reserve,
    body: { ...body, channelNo: context.channel, currency: context.currency },
    data: ReserveDataSchema,
    context,
    antiFraud,
    idempotencyKey,
    // Twin requests wait upstream for the first one (up to 10 s).
    timeoutMs: 15_000,
  });
}

export function reserveDeductions(context: UpstreamContext, input: Fares) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.reserveDeductions,
    body: { ...input, currency: context.currency },
    data: DeductionsDataSchema,
    context,
  });
}

export function savedPassengers(context: UpstreamContext) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.savedPassengers,
    data: SavedPassengersDataSchema,
    context,
  });
}

export type ItinerarySegment = {
  segIndex: number;
  flightId: string;
  flightNo: string;
  aircraft: 'A320' | 'A321';
  fareId: string;
  fareFamily: FareChoice['fareFamily'];
  depAirport: string;
  arrAirport: string;
  depTime: string;
  arrTime: string;
  depTimeZone: string;
  arrTimeZone: string;
  /** The local departure date: ages and document validity count against it. */
  flightDate: string;
  /**
   * What an adult, a child and an infant each pay for this segment's fare (searchflight's passengerPrices,
   * minor units of `currency`): a running total is these times the passenger counts (lib/domain/party-price).
   */
  passengerPrices: PassengerPrices;
  currency: Currency;
};

export type Itinerary = {
  segments: ItinerarySegment[];
  /** Any airport outside the mainland: passports only (spec §3). */
  international: boolean;
  route: string;
};

/**
 * The chosen fares of a search URL, as they are sold now: one searchflight call, then each choice's
 * flight and fare. null when a choice is no longer offered (the caller sends the user back to choose).
 */
export async function resolveItinerary(
  context: UpstreamContext,
  criteria: SearchCriteria,
  choices: FareChoice[],
): Promise<UpstreamResult<Itinerary | null>> {
  const legs = criteria.legs;
  if (choices.length !== legs.length || legs.some((l) => !l.from || !l.to || !l.date)) return upstreamOk(null);
  const [search, dictionary] = await Promise.all([
    searchFlight(
      context,
      {
        tripType: criteria.tripType,
        legs: legs.map((l, index) => ({
          index,
          depCode: l.from!.code,
          arrCode: l.to!.code,
          depDate: l.date!,
          depCodeType: l.from!.type,
          arrCodeType: l.to!.type,
        })),
        adults: criteria.passengers.adults,
        children: criteria.passengers.children,
        infants: criteria.passengers.infants,
      },
      { fresh: true },
    ),
    cityDictionary(context),
  ]);
  if (!search.ok) return search;
  const segments: ItinerarySegment[] = [];
  for (const [segIndex, choice] of choices.entries()) {
    const flight = search.data.legs
      .find((l) => l.index === segIndex)
      ?.flights.find((f) => f.flightId === choice.flightId);
    const fare = flight?.fares.find((f) => f.fareFamily === choice.fareFamily);
    if (!flight || !fare) return upstreamOk(null);
    segments.push({
      segIndex,
      flightId: flight.flightId,
      flightNo: flight.flightNo,
      aircraft: flight.aircraft,
      fareId: fare.fareId,
      fareFamily: fare.fareFamily,
      depAirport: flight.depAirport,
      arrAirport: flight.arrAirport,
      depTime: flight.depTime,
      arrTime: flight.arrTime,
      depTimeZone: flight.depTimeZone,
      arrTimeZone: flight.arrTimeZone,
      flightDate: airportDate(flight.depTime, flight.depTimeZone),
      passengerPrices: fare.passengerPrices,
      currency: fare.currency,
    });
  }
  const country = (code: string) =>
    dictionary.ok
      ? dictionary.data.cities.find((c) => c.code === code && c.type === 'AIRPORT')?.countryCode
      : undefined;
  // Without the dictionary the mainland time zone is the best sign of a domestic airport.
  const abroad = (code: string, zone: string) => (country(code) ?? (zone === AIRLINE_TIME_ZONE ? 'CN' : '')) !== 'CN';
  return upstreamOk({
    segments,
    international: segments.some((s) => abroad(s.depAirport, s.depTimeZone) || abroad(s.arrAirport, s.arrTimeZone)),
    route: segments.map((s) => `${s.depAirport}-${s.arrAirport}`).join(','),
  });
}
