import type { z } from 'zod';
import type {
  AddOnCatalogue,
  DeductionsData,
  IdTypeDataSchema,
  PriceParts,
  ReserveData,
  SavedPassengersDataSchema,
  SeatMap,
} from '@/lib/contract';
import type { BookingDraftBodySchema } from '@/lib/schemas/booking';
import { getOperation, postOperation } from './operation';

/**
 * The booking steps after the results (app/api/booking). Reads take the page's search query string as it
 * stands; the fares are resolved on the server from it, so the browser never names a price or a fare id.
 */

type Draft = z.input<typeof BookingDraftBodySchema>;

export const catalogue = getOperation<string, AddOnCatalogue>('/api/booking/catalogue');
export const deductions = getOperation<string, DeductionsData>('/api/booking/deductions');
export const certificateTypes = getOperation<void, z.infer<typeof IdTypeDataSchema>>('/api/booking/certificate-types');
export const savedPassengers = getOperation<void, z.infer<typeof SavedPassengersDataSchema>>('/api/booking/passengers');
export const seatMap = getOperation<{ flightId: string }, SeatMap>('/api/booking/seatmap');
/** The draft priced without creating anything: every price part. */
export const price = postOperation<Draft, { price: PriceParts }>('/api/booking/price');
/** Creates the order; send one idempotency key per draft (header), so a retry makes one order. */
export const reserve = postOperation<Draft, ReserveData>('/api/booking/reserve');
