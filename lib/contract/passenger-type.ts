import * as z from './zod';
import { CurrencySchema } from './common';

/** Who travels: an adult, a child or an infant (spec §3 passenger type). */
export const PassengerTypeSchema = z.enum(['ADT', 'CHD', 'INF']);
export type PassengerType = z.infer<typeof PassengerTypeSchema>;

/** The fares being booked and who travels on them, as the add-on catalogue and the deductions are asked. */
export const FaresAndTravellersFields = {
  fareIds: z.array(z.string().max(40)).min(1).max(4),
  passengers: z
    .array(z.object({ type: PassengerTypeSchema }))
    .min(1)
    .max(9),
  currency: CurrencySchema.default('CNY'),
};
