import type { z } from 'zod';
import type { SavedPassenger, SavedPassengersDeletedSchema } from '@/lib/contract';
import type {
  SavedPassengerBatchDeleteSchema,
  SavedPassengerDeleteSchema,
  SavedPassengerFormSchema,
  SavedPassengerFormUpdateSchema,
} from '@/lib/schemas/member-passengers';
import { postOperation } from './operation';

/**
 * The member's saved passengers (/member/passengers, app/api/member/passengers). The list is read by the
 * page on the server, and by the booking funnel's picker through booking.savedPassengers.
 */

type Deleted = z.infer<typeof SavedPassengersDeletedSchema>;

export const addPassenger = postOperation<z.input<typeof SavedPassengerFormSchema>, SavedPassenger>(
  '/api/member/passengers/add',
);
export const updatePassenger = postOperation<z.input<typeof SavedPassengerFormUpdateSchema>, SavedPassenger>(
  '/api/member/passengers/update',
);
export const deletePassenger = postOperation<z.input<typeof SavedPassengerDeleteSchema>, Deleted>(
  '/api/member/passengers/delete',
);
/** At least one id: the page says 'select passengers before batch delete' without calling. */
export const batchDeletePassengers = postOperation<z.input<typeof SavedPassengerBatchDeleteSchema>, Deleted>(
  '/api/member/passengers/batch-delete',
);
