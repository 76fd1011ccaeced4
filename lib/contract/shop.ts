import * as z from './zod';
import { ChannelSchema, CurrencySchema, IsoDateSchema, UpstreamLanguageSchema } from './common';
import { CityTypeSchema } from './city';

/** OW one-way, RT round trip, MT multi-city (up to 4 legs, spec §2). */
export const TripTypeSchema = z.enum(['OW', 'RT', 'MT']);
export type TripType = z.infer<typeof TripTypeSchema>;

/** One leg of a search: spec §7 flightCondition (index, depCode, arrCode, depDate, code types). */
export const FlightConditionSchema = z.object({
  index: z.number().int().min(0).max(3),
  depCode: z.string().regex(/^[A-Z]{3}$/),
  arrCode: z.string().regex(/^[A-Z]{3}$/),
  depDate: IsoDateSchema,
  depCodeType: CityTypeSchema,
  arrCodeType: CityTypeSchema,
});
export type FlightCondition = z.infer<typeof FlightConditionSchema>;

/**
 * GET /shop/api/shopping/b2c/calendarshopping — every flightCondition is one repeated query parameter
 * holding that leg's JSON.
 */
export const CalendarShoppingQuerySchema = z.object({
  channelNo: ChannelSchema,
  language: UpstreamLanguageSchema,
  currency: CurrencySchema,
  tripType: TripTypeSchema,
  adultCount: z.coerce.number().int().min(1).max(9),
  groupIndicator: z.enum(['I', 'G']).default('I'),
  flightCondition: z.array(FlightConditionSchema).min(1).max(4),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});
export type CalendarShoppingQuery = z.infer<typeof CalendarShoppingQuerySchema>;

/** One day of the price calendar (spec §3). price is the lowest adult total in minor units, null when no flight. */
export const CalendarPriceSchema = z.object({
  date: IsoDateSchema,
  price: z.number().int().nonnegative().nullable(),
  isLowest: z.boolean(),
  currency: CurrencySchema,
  specialDay: z.string().nullable(),
});
export type CalendarPrice = z.infer<typeof CalendarPriceSchema>;

export const CalendarShoppingDataSchema = z.object({ prices: z.array(CalendarPriceSchema) });

/** GET /shop/api/shopping/b2c/searchflight */
export const SearchFlightQuerySchema = z.object({
  channelNo: ChannelSchema,
  language: UpstreamLanguageSchema,
  currency: CurrencySchema,
  tripType: TripTypeSchema,
  adultCount: z.coerce.number().int().min(1).max(9),
  childCount: z.coerce.number().int().min(0).max(8).default(0),
  infantCount: z.coerce.number().int().min(0).max(8).default(0),
  flightCondition: z.array(FlightConditionSchema).min(1).max(4),
});
export type SearchFlightQuery = z.infer<typeof SearchFlightQuerySchema>;

export const FareFamilySchema = z.enum(['BASIC', 'STANDARD', 'FLEX']);
export type FareFamily = z.infer<typeof FareFamilySchema>;

/**
 * What one passenger of a type pays for a fare on this flight, in minor units of the fare's `currency`:
 * the ticket fare, airport construction fee, fuel surcharge and other taxes (the international passenger
 * service charge), each converted on its own, and their sum. The same rule prices the order.
 */
export const PassengerPriceSchema = z.object({
  fare: z.number().int().nonnegative(),
  airportFee: z.number().int().nonnegative(),
  fuelSurcharge: z.number().int().nonnegative(),
  otherTax: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PassengerPrice = z.infer<typeof PassengerPriceSchema>;

/** Per passenger type: ADT adult, CHD child, INF infant (the keys of PassengerTypeSchema). */
export const PassengerPricesSchema = z.object({
  ADT: PassengerPriceSchema,
  CHD: PassengerPriceSchema,
  INF: PassengerPriceSchema,
});
export type PassengerPrices = z.infer<typeof PassengerPricesSchema>;

/**
 * A fare offered on one flight; fare, airportFee, fuelSurcharge and total are per adult, in minor units of
 * `currency`, and total is everything an adult pays (other taxes included, so it is passengerPrices.ADT.total).
 * passengerPrices holds what an adult, a child and an infant each pay (airline-api's rule).
 */
export const FareSchema = z.object({
  fareId: z.string(),
  fareFamily: FareFamilySchema,
  cabin: z.enum(['Y']),
  fare: z.number().int().nonnegative(),
  airportFee: z.number().int().nonnegative(),
  fuelSurcharge: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  currency: CurrencySchema,
  seatsLeft: z.number().int().nonnegative(),
  checkedBaggageKg: z.number().int().nonnegative(),
  refundable: z.boolean(),
  changeable: z.boolean(),
  passengerPrices: PassengerPricesSchema,
});
export type Fare = z.infer<typeof FareSchema>;

/** A flight: times in UTC (ISO) plus the airport's zone, so the page shows local times. */
export const FlightSchema = z.object({
  flightId: z.string(),
  flightNo: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  aircraft: z.enum(['A320', 'A321']),
  depAirport: z.string().regex(/^[A-Z]{3}$/),
  arrAirport: z.string().regex(/^[A-Z]{3}$/),
  depTerminal: z.string().nullable(),
  arrTerminal: z.string().nullable(),
  depTime: z.string().datetime(),
  arrTime: z.string().datetime(),
  depTimeZone: z.string(),
  arrTimeZone: z.string(),
  durationMinutes: z.number().int().positive(),
  fares: z.array(FareSchema),
});
export type Flight = z.infer<typeof FlightSchema>;

export const SearchFlightLegSchema = z.object({
  index: z.number().int().min(0).max(3),
  depCode: z.string(),
  arrCode: z.string(),
  depDate: IsoDateSchema,
  flights: z.array(FlightSchema),
});
export type SearchFlightLeg = z.infer<typeof SearchFlightLegSchema>;

export const SearchFlightDataSchema = z.object({ legs: z.array(SearchFlightLegSchema) });
export type SearchFlightData = z.infer<typeof SearchFlightDataSchema>;

/**
 * The data of a searchflight refusal that concerns one leg (route not open, date not available): the
 * index of the first such leg, so a multi-city search names it.
 */
export const SearchRefusalDataSchema = z.object({ legIndex: z.number().int().min(0).max(3) });
export type SearchRefusalData = z.infer<typeof SearchRefusalDataSchema>;

/** POST /shop/api/shopping/b2c/routeRecommend/getRouteRecommendByArrCodeNear */
export const RouteRecommendNearBodySchema = z.object({
  channelNo: ChannelSchema,
  language: UpstreamLanguageSchema,
  currency: CurrencySchema.default('CNY'),
  arrAirportCode: z.string().regex(/^[A-Z]{3}$/),
  depAirportCode: z.string().regex(/^[A-Z]{3}$/),
  beginDate: IsoDateSchema,
  endDate: IsoDateSchema,
  size: z.number().int().min(1).max(50).default(10),
});

/** GET /shop/api/shopping/b2c/routeRecommend/getByDepCityCode?depCityCode=&language=&currency=&size= */
export const RouteRecommendByDepQuerySchema = z.object({
  depCityCode: z.string().regex(/^[A-Z]{3}$/),
  language: UpstreamLanguageSchema,
  currency: CurrencySchema.default('CNY'),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** Spec §3 route recommendation. */
export const RouteRecommendationSchema = z.object({
  depAirPort: z.string(),
  arrAirPort: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  price: z.number().int().nonnegative(),
  currency: CurrencySchema,
  flightDate: IsoDateSchema,
});
export type RouteRecommendation = z.infer<typeof RouteRecommendationSchema>;

export const RouteRecommendDataSchema = z.object({ routeRecommendList: z.array(RouteRecommendationSchema) });
