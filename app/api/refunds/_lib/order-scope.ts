import 'server-only';
import { z } from 'zod';
import { RefundCommitFieldsSchema, RefundQuoteBodySchema } from '@/lib/contract';
import type { LimitRule } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
// The order's scope (the member's token or the visitor seal's proof, callForOrder) is shared with date changes.
import { AttemptSchema, attemptIdempotencyKey } from '../../_lib/order-scope';

/** The quote as the browser asks it: the order, the items and the type; never a proof. */
export const RefundQuoteRequestSchema = RefundQuoteBodySchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
});

/** A commit's fields as the browser writes them (any `visitor` it sends is dropped: the BFF sets the scope). */
export const RefundCommitPayloadSchema = RefundCommitFieldsSchema.omit({ visitor: true }).extend({
  orderNo: OrderNoSchema,
});

/** The text fields of the multipart commit: the payload's JSON and the attempt id. */
export const RefundCommitFormSchema = z.object({
  payload: z
    .string()
    .max(16_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(RefundCommitPayloadSchema),
  attempt: AttemptSchema,
});

/**
 * One key per (order, browser attempt), as the payment keys are made (app/api/payment/_lib/payment-request.ts):
 * a retried request of the same click records one application; the attempt id alone never reaches airline-api.
 */
export function refundIdempotencyKey(orderNo: string, attempt: string): string {
  return attemptIdempotencyKey('refund', orderNo, attempt);
}

/** Quotes an address may ask a minute: one per change of the form, and a traveller changes it often. */
export const quoteLimit = ({ ip }: { ip: string | null }): LimitRule[] =>
  ip ? [{ key: `refund-quote:ip:${ip}`, limit: 60 }] : [];

/** Applications an address may send a minute: each carries up to 8 MB for airline-api to read (decision 12). */
export const commitLimit = ({ ip }: { ip: string | null }): LimitRule[] =>
  ip ? [{ key: `refund-commit:ip:${ip}`, limit: 10 }] : [];
