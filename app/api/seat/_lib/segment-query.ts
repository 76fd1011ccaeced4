import { z } from 'zod';
import { AddOnOrderBodySchema, SeatChartBodySchema } from '@/lib/contract';

/**
 * One segment of one order as the browser names it in a query (strings): never a visitor's proof, which the
 * BFF takes from the check-in seal (app/api/check-in/_lib/trip-access.ts).
 */
export const SegmentQuerySchema = z.object({
  orderNo: SeatChartBodySchema.shape.orderNo,
  segmentIndex: z.coerce.number().pipe(SeatChartBodySchema.shape.segmentIndex),
});

/** One add-on order of a segment of the parent order. */
export const AddOnOrderQuerySchema = SegmentQuerySchema.extend({
  addOnOrderNo: AddOnOrderBodySchema.shape.addOnOrderNo,
});
