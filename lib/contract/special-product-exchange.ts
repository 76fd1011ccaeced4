import * as z from './zod';

/**
 * Flights exchanged with a season-ticket or open-ticket card (spec §2 /specialBook/booking, /specialBook/openSelP;
 * §8 'not within convertibility time', 'package exchange limit reached', 'flight is full', 'no inventory';
 * decision 67). Both calls are the token's member's, for a card of their own product order.
 */
export const ProductExchangePath = {
  /** POST (member token): the flights of one route and day a card can be exchanged for, with their seats. */
  flights: '/shop/api/special-product/b2c/exchange-flights',
  /** POST (member token, idempotency key): exchange one of the card's flights for a ticket on a flight. */
  exchange: '/shop/api/special-product/b2c/exchange',
} as const;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Airport = z.string().regex(/^[A-Z]{3}$/);
export const UnitIdSchema = z.string().uuid();

export const ExchangeFlightsBodySchema = z.object({
  unitId: UnitIdSchema,
  depAirport: Airport,
  arrAirport: Airport,
  date: IsoDate,
});
export type ExchangeFlightsBody = z.infer<typeof ExchangeFlightsBodySchema>;

/**
 * A flight's seats for the card: AVAILABLE; NO_INVENTORY when the product's fare family is sold out on it ('no
 * inventory'); FULL when no seat of any family is left ('flight is full'); CLOSED once its sales have closed.
 */
export const EXCHANGE_SEATS = ['AVAILABLE', 'NO_INVENTORY', 'FULL', 'CLOSED'] as const;
export const ExchangeSeatsSchema = z.enum(EXCHANGE_SEATS);
export type ExchangeSeats = z.infer<typeof ExchangeSeatsSchema>;

export const ExchangeFlightSchema = z.object({
  flightId: z.string(),
  flightNo: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
  depTime: z.string().datetime(),
  arrTime: z.string().datetime(),
  depTimeZone: z.string(),
  arrTimeZone: z.string(),
  seats: ExchangeSeatsSchema,
});
export type ExchangeFlight = z.infer<typeof ExchangeFlightSchema>;
export const ExchangeFlightsDataSchema = z.object({ flights: z.array(ExchangeFlightSchema) });
export type ExchangeFlightsData = z.infer<typeof ExchangeFlightsDataSchema>;

export const ExchangeBodySchema = z.object({ unitId: UnitIdSchema, flightId: z.string().min(1).max(40) });
export type ExchangeBody = z.infer<typeof ExchangeBodySchema>;
export const ExchangeDataSchema = z.object({
  /** The exchange's own order (type 6 or 7): a normal booking with one 902 ticket. */
  orderNo: z.string(),
  ticketNo: z.string().nullable(),
  remaining: z.number().int().nonnegative(),
});
export type ExchangeData = z.infer<typeof ExchangeDataSchema>;

/** A flight a card was exchanged for, as the product order shows it. */
export const UnitExchangeSchema = z.object({
  orderNo: z.string(),
  flightNo: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
  depTime: z.string().datetime(),
  depTimeZone: z.string(),
  /** Spec §4 ticket status of its ticket. */
  ticketStatus: z.number().int(),
  ticketNo: z.string().nullable(),
});
export type UnitExchange = z.infer<typeof UnitExchangeSchema>;
