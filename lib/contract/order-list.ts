import * as z from './zod';
import { AirportNameFields, CurrencySchema, OrderNoInputSchema } from './common';
import { FlightStatusCodeSchema } from './flight-status';
import { OrderStatusSchema, OrderTypeSchema, TicketingStateSchema } from './order';

/** The member's order list and a visitor's order lookup (spec §2 My orders, §4 statuses and types). */

const Amount = z.number().int().nonnegative();

/**
 * `orderTypes` of GET my-order: a comma-separated set of spec §4 type codes ("1,8,11"), each 1-17, at most
 * 17; the member's type filter sends one (lib/domain/order-filters.ts maps its choices to code sets).
 */
export const OrderTypeListSchema = z
  .string()
  .max(50)
  .regex(/^\d{1,2}(,\d{1,2}){0,16}$/)
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .pipe(z.array(OrderTypeSchema).min(1).max(17));

/**
 * GET /order/api/order/my-order: tabs all / pending payment / paid; period; order types; pages. `orderType`
 * (one code) stays for callers that send one; given both, an order must match both.
 */
export const MyOrdersQuerySchema = z.object({
  tab: z.enum(['ALL', 'UNPAID', 'PAID']).default('ALL'),
  period: z.enum(['M3', 'OVER_M3', 'OVER_Y1']).default('M3'),
  orderType: z.coerce.number().int().min(1).max(17).optional(),
  orderTypes: OrderTypeListSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 30, 40, 50, 100].includes(n))
    .default(10),
});

export const OrderSummarySchema = z.object({
  orderNo: z.string(),
  orderType: OrderTypeSchema,
  orderStatus: OrderStatusSchema,
  createdAt: z.string().datetime(),
  paymentDeadline: z.string().datetime(),
  amount: Amount,
  currency: CurrencySchema,
  productCount: z.number().int(),
  /** The first flight's airports, by code and by name. */
  ...AirportNameFields,
  depTime: z.string().datetime(),
  depTimeZone: z.string(),
  /** How many flights the order has (the first is the one above). */
  segmentCount: z.number().int(),
  passengerNames: z.array(z.string()),
  ticketing: TicketingStateSchema,
  cancelReason: z.enum(['USER', 'EXPIRED', 'TICKETING_FAILED']).nullable(),
  /**
   * The spec §4 status of each of its tickets, so the list can say an order was refunded or changed
   * (lib/domain/ticket-outcome.ts); empty before ticketing and for orders without tickets of their own.
   */
  ticketStatuses: z.array(z.number().int().min(1).max(10)).default([]),
  /**
   * A product sale's product (a season ticket, an open ticket, a presale, a flash sale: decision 67), named in the
   * request's language; null for an order of flights (a flight exchanged with a card included). A product sale has
   * no flight: its airports are empty and its departure means nothing.
   */
  productName: z.string().nullable().default(null),
  /**
   * A flight of the order a ticket can still fly whose status gives the traveller choices (cancelled, diverted,
   * returned, or delayed before it leaves; the most serious); null when none does.
   */
  flightAlert: FlightStatusCodeSchema.nullable().default(null),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const MyOrdersDataSchema = z.object({ total: z.number().int(), list: z.array(OrderSummarySchema) });

/** POST /order/api/order/visitor-query: a visitor finds an order by number + passenger name + phone. */
export const VisitorOrderBodySchema = z.object({
  orderNo: OrderNoInputSchema,
  passengerName: z.string().min(1).max(81),
  mobile: z.string().min(5).max(15),
});

/** POST /order/api/order/cancel: a member's own order, or a visitor's with the lookup fields. */
export const CancelOrderBodySchema = z.object({
  orderNo: OrderNoInputSchema,
  passengerName: z.string().max(81).optional(),
  mobile: z.string().max(15).optional(),
});
