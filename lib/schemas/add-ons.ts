import { z } from 'zod';
import { ADD_ON_KINDS, AddOnKindSchema, AddOnReserveBodySchema } from '@/lib/contract';
import { OrderNoSchema } from './order';

/**
 * Bodies and queries of the add-on BFF routes (app/api/add-ons; decision 28). The browser names the
 * order, the segment and its picks; never a visitor's proof (the BFF takes it from the visitor order seal), never a
 * currency or a language (the request's), and an amount only as the total it showed, which airline-api checks.
 */

/** One browser submission: a fresh id per confirmation, so a retried click is the same attempt. */
export const AddOnAttemptSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const AddOnOrderDetailQuerySchema = z.object({
  orderNo: OrderNoSchema,
  /** Add-on orders are numbered as ticket orders are. */
  addOnOrderNo: OrderNoSchema,
});
export type AddOnOrderDetailQuery = z.input<typeof AddOnOrderDetailQuerySchema>;

export const AddOnOrdersQuerySchema = z.object({ orderNo: OrderNoSchema });

export const AddOnOfferRequestSchema = z.object({
  orderNo: OrderNoSchema,
  segmentIndex: z.number().int().min(0).max(3),
  types: z.array(AddOnKindSchema).min(1).max(ADD_ON_KINDS.length),
});
export type AddOnOfferRequest = z.input<typeof AddOnOfferRequestSchema>;

export const AddOnReserveRequestSchema = AddOnReserveBodySchema.omit({ visitor: true, currency: true }).extend({
  orderNo: OrderNoSchema,
  attempt: AddOnAttemptSchema,
});
export type AddOnReserveRequest = z.input<typeof AddOnReserveRequestSchema>;

export const AddOnPayRequestSchema = AddOnOrderDetailQuerySchema.extend({ attempt: AddOnAttemptSchema });
export type AddOnPayRequest = z.input<typeof AddOnPayRequestSchema>;
