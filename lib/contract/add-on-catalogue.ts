import * as z from './zod';
import { CurrencySchema, UpstreamLanguageSchema } from './common';
import { FaresAndTravellersFields } from './passenger-type';

/**
 * The add-on catalogue of /book/otherbuy (spec §2 Services, §3 seat chart entry, §9): prices per
 * passenger per segment in minor units of `currency`.
 */

/** POST /shop/api/shopping/b2c/ancillary/catalogue */
export const AddOnCatalogueBodySchema = z.object({
  ...FaresAndTravellersFields,
  language: UpstreamLanguageSchema.default('zh_CN'),
});

export const BaggageBandSchema = z.object({
  productCode: z.string(),
  weightKg: z.number().int().positive(),
  /** What the same weight costs at the airport; `price` is 60% less. */
  airportPrice: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
});

export const MealSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nonnegative(),
});

export const SeatKindSchema = z.enum(['FRONT', 'EXIT', 'WINDOW', 'AISLE', 'MIDDLE']);

/**
 * Spec §3 seat chart entry, but for its number: where the seat is, its kind, its exit marker (WING for the first
 * two exit rows, DOOR for a later one), whether an infant may sit there, whether it is free, and its product.
 */
export const SeatPlaceFields = {
  row: z.number().int(),
  column: z.string(),
  side: z.enum(['L', 'R']),
  kind: SeatKindSchema,
  exit: z.enum(['WING', 'DOOR']).nullable(),
  infantAllowed: z.boolean(),
  available: z.boolean(),
  /** An adult with an infant already sits on this side of the row. */
  infantOnSide: z.boolean(),
  /** The seat product its price is keyed by. */
  productId: z.string(),
};

/** A seat of the catalogue's chart with its price. */
export const SeatSchema = z.object({
  seatNo: z.string(),
  ...SeatPlaceFields,
  price: z.number().int().nonnegative(),
});
export type Seat = z.infer<typeof SeatSchema>;

export const SeatMapSchema = z.object({
  flightId: z.string(),
  aircraft: z.enum(['A320', 'A321']),
  rows: z.number().int(),
  columns: z.array(z.string()),
  currency: CurrencySchema,
  lowestPrice: z.number().int().nonnegative(),
  seats: z.array(SeatSchema),
});
export type SeatMap = z.infer<typeof SeatMapSchema>;

/** GET /shop/api/shopping/b2c/seatmap?flightId=&currency= */
export const SeatMapQuerySchema = z.object({
  flightId: z.string().max(30),
  currency: CurrencySchema.default('CNY'),
});

export const InsuranceProductSchema = z.object({
  productCode: z.string(),
  name: z.string(),
  coverage: z.string(),
  /** Largest payout in whole units of CNY (spec §9). */
  maxPayoutYuan: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  /** CMS category holding the policy text (POST cms/s/content/query). */
  policyCategory: z.literal('INSURANCE_POLICY'),
  policyId: z.string(),
});

export const SegmentAddOnsSchema = z.object({
  segIndex: z.number().int(),
  flightId: z.string(),
  baggage: z.object({
    /** false within 2 hours of departure. */
    onSale: z.boolean(),
    bands: z.array(BaggageBandSchema),
  }),
  meals: z.array(MealSchema),
  priority: z.object({ productCode: z.string(), price: z.number().int().nonnegative() }),
  seatMap: SeatMapSchema,
});

export const AddOnCatalogueSchema = z.object({
  currency: CurrencySchema,
  segments: z.array(SegmentAddOnsSchema),
  insurance: z.array(InsuranceProductSchema),
  mailing: z.object({ productCode: z.string(), price: z.number().int().nonnegative() }),
});
export type AddOnCatalogue = z.infer<typeof AddOnCatalogueSchema>;
