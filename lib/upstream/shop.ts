import 'server-only';
import { z } from 'zod';
import {
  CalendarShoppingDataSchema,
  RouteRecommendDataSchema,
  SearchFlightDataSchema,
  UpstreamPath,
  type FlightCondition,
  type TripType,
} from '@/lib/contract';
import { callUpstream, type UpstreamCall } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';
import { cachedShopping } from './shopping-cache';

/** flightCondition travels as one repeated query parameter holding each leg's JSON. */
function conditions(legs: FlightCondition[]): string[] {
  return legs.map((leg) => JSON.stringify(leg));
}

function routeOf(legs: FlightCondition[]): string {
  return legs.map((l) => `${l.depCode}-${l.arrCode}`).join(',');
}

/**
 * A public shopping call through the short-lived cache (decision 33): keyed by its path and query (which carry the
 * language and currency); a member's call goes to the airline each time.
 */
function shoppingCall<S extends z.ZodType>(call: UpstreamCall<S>, fresh = false): Promise<UpstreamResult<z.infer<S>>> {
  if (fresh || call.context.token) return callUpstream(call);
  return cachedShopping(`${call.path}?${JSON.stringify(call.query)}`, () => callUpstream(call));
}

/** Spec §7 calendarshopping: one lowest price per day; the calendar always asks for 1 adult (spec §5). */
export function calendarShopping(
  context: UpstreamContext,
  input: { tripType: TripType; legs: FlightCondition[]; startDate: string; endDate: string; legIndex?: number },
) {
  return shoppingCall({
    method: 'GET',
    path: UpstreamPath.calendarShopping,
    query: {
      channelNo: context.channel,
      language: context.language,
      currency: context.currency,
      tripType: input.tripType,
      adultCount: 1,
      groupIndicator: 'I',
      flightCondition: conditions(input.legs),
      startDate: input.startDate,
      endDate: input.endDate,
      legIndex: input.legIndex,
    },
    data: CalendarShoppingDataSchema,
    context,
    antiFraud: { route: routeOf(input.legs), dates: [input.startDate, input.endDate], passengerCount: 1 },
  });
}

/**
 * Spec §7 searchflight. The results page reads it through the cache; the booking funnel asks `fresh`, as the fares
 * are sold now, before the traveller types their details and pays.
 */
export function searchFlight(
  context: UpstreamContext,
  input: { tripType: TripType; legs: FlightCondition[]; adults: number; children: number; infants: number },
  opts: { fresh?: boolean } = {},
) {
  return shoppingCall(
    {
      method: 'GET',
      path: UpstreamPath.searchFlight,
      query: {
        channelNo: context.channel,
        language: context.language,
        currency: context.currency,
        tripType: input.tripType,
        adultCount: input.adults,
        childCount: input.children,
        infantCount: input.infants,
        flightCondition: conditions(input.legs),
      },
      data: SearchFlightDataSchema,
      context,
      antiFraud: {
        route: routeOf(input.legs),
        dates: input.legs.map((l) => l.depDate),
        passengerCount: input.adults + input.children + input.infants,
      },
    },
    opts.fresh,
  );
}

/** Spec §7: nearby routes for a route with no flights — size 10 over one month. */
export function routeRecommendNear(
  context: UpstreamContext,
  input: { depAirportCode: string; arrAirportCode: string; beginDate: string; endDate: string; size?: number },
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.routeRecommendNear,
    body: {
      channelNo: context.channel,
      language: context.language,
      currency: context.currency,
      arrAirportCode: input.arrAirportCode,
      depAirportCode: input.depAirportCode,
      beginDate: input.beginDate,
      endDate: input.endDate,
      size: input.size ?? 10,
    },
    data: RouteRecommendDataSchema,
    context,
    antiFraud: { route: `${input.depAirportCode}-${input.arrAirportCode}`, dates: [input.beginDate, input.endDate] },
  });
}

export function routeRecommendByDep(context: UpstreamContext, input: { depCityCode: string; size?: number }) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.routeRecommendByDep,
    query: {
      depCityCode: input.depCityCode,
      language: context.language,
      currency: context.currency,
      size: input.size ?? 10,
    },
    data: RouteRecommendDataSchema,
    context,
  });
}

export type CalendarShoppingResult = z.infer<typeof CalendarShoppingDataSchema>;
