import { z } from 'zod';
import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnReserveRequestSchema } from '@/lib/schemas/add-ons';
import { addOnReserve } from '@/lib/upstream/add-ons';
import { attemptIdempotencyKey, callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** A claim account refused field by field (airline-api's ADD_ON_CLAIM_INVALID data). */
const FieldErrorsSchema = z.object({ fieldErrors: z.record(z.string(), z.string()) });
/** A mailing address refused field by field (ADD_ON_MAILING_ADDRESS_INVALID data, decision 30). */
const IssuesSchema = z.object({ issues: z.record(z.string(), z.string()) });

/**
 * POST /api/add-ons/reserve {orderNo, segmentIndex, sessionId, amount, points, services, claimAccount?,
 * mailingAddress?, attempt} →
 * the add-on order (spec §7 flightOrder/{orderNo}/ancillary POST; decision 22, 28). The attempt becomes the
 * Idempotency-Key, so a double click or a retried request answers the same order; the scope is the member's token or
 * the visitor order seal's proof. A refused claim account answers ADD_ON_CLAIM_INVALID with `fieldErrors`, a refused
 * mailing address ADD_ON_MAILING_ADDRESS_INVALID with them too (decision 30); other
 * refusals their code. 10 reserves a minute per address.
 */
export const POST = bffRoute(
  addOns.reserve,
  {
    body: AddOnReserveRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `add-ons-reserve:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('add-ons', body.orderNo, attempt);
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
      addOnReserve(upstream, { ...body, visitor }, key),
    );
    if (result.ok) return context.reply(result);
    const fields = FieldErrorsSchema.safeParse(result.data);
    const issues = IssuesSchema.safeParse(result.data);
    return context.fail(
      result.code,
      fields.success
        ? { fieldErrors: fields.data.fieldErrors }
        : issues.success
          ? { fieldErrors: issues.data.issues }
          : undefined,
    );
  },
);
