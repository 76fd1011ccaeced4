import * as z from './zod';
import { CurrencySchema } from './common';

/** Who travels: an adult, a child or an infant (spec §3 passenger type). */
export const PassengerTypeSchema = z.enum(['ADT', 'CHD', 'INF']);
export type PassengerType = z.infer<typeof PassengerTypeSchema>;

/**
 * A child's or infant's guardian in a booking: the index of an adult among its passengers (decision 50,
 * lib/domain/guardian-rules). Left out, the positional one (each infant on the next adult, children with the first).
 */
export const GuardianIndexSchema = z.number().int().min(0).max(11);
/** A child's or infant's guardian on an order: the passengerId of an adult of it; null or absent for an adult. */
export const GuardianIdSchema = z.string().nullish();

/** The fares being booked and who travels on them, as the add-on catalogue and the deductions are asked. */
export const FaresAndTravellersFields = {
  fareIds: z.array(z.string().max(40)).min(1).max(4),
  passengers: z
    .array(z.object({ type: PassengerTypeSchema }))
    .min(1)
    .max(9),
  currency: CurrencySchema.default('CNY'),
};
