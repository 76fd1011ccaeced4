import * as z from './zod';
import { PassengerTypeSchema, ReservePassengerSchema } from './order';
import { SAVED_PASSENGERS_MAX } from '@/lib/domain/saved-passenger-rules';

/** Saved passengers (spec §3), GET /member/api/member/b2c/passengers. */
export const SavedPassengerSchema = ReservePassengerSchema.omit({ save: true }).extend({
  passengerId: z.string(),
  type: PassengerTypeSchema,
  email: z.string().max(254).optional(),
  /** ISO instant from which the document may be edited or deleted again (absent: at any time; spec §9). */
  nextDocumentChangeAt: z.string().max(40).optional(),
});
export type SavedPassenger = z.infer<typeof SavedPassengerSchema>;
export const SavedPassengersDataSchema = z.object({ list: z.array(SavedPassengerSchema), max: z.number().int() });

const SavedPassengerIdSchema = z.string().min(1).max(64);

/**
 * POST .../passengers/add and (with passengerId) .../update: a saved passenger as the member enters it.
 * The type may be left out (the birthday makes it); the mobile is required (spec §3). The rules of
 * lib/domain/saved-passenger-rules apply on the server.
 */
export const SavedPassengerBodySchema = ReservePassengerSchema.omit({
  save: true,
  type: true,
  mobile: true,
  guardian: true,
}).extend({
  type: PassengerTypeSchema.optional(),
  mobile: z.string().regex(/^\d{5,15}$/),
  email: z.string().max(254).optional(),
});
export type SavedPassengerBody = z.input<typeof SavedPassengerBodySchema>;
export const SavedPassengerUpdateBodySchema = SavedPassengerBodySchema.extend({ passengerId: SavedPassengerIdSchema });
export const SavedPassengerDeleteBodySchema = z.object({ passengerId: SavedPassengerIdSchema });
/** Batch delete: at least one id ('select passengers before batch delete'), at most the maximum. */
export const SavedPassengerBatchDeleteBodySchema = z.object({
  passengerIds: z.array(SavedPassengerIdSchema).min(1).max(SAVED_PASSENGERS_MAX),
});
export const SavedPassengersDeletedSchema = z.object({ deleted: z.number().int() });
/** The data of DOCUMENT_CHANGE_LIMIT: when the document may change again. */
export const DocumentChangeLimitDataSchema = z.object({ nextDocumentChangeAt: z.string() });
