import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AddOnReserveBodySchema, IDEMPOTENCY_HEADER, ResultCode, type AddOnOrder } from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { bookingOrder, idempotencyRecord } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse } from '../http';
import { claimKey, releaseKey } from '../order-changes/idempotency';
import { reserveAncillary } from '../seats/reserve';
import type { Services } from '../services';
import { addOnAccess, assertTicketed } from './access';
import { addOnOrderView } from './view';

/** The Idempotency-Key header, as reserve and the order changes take it. */
const KeySchema = z.string().min(8).max(128);

/**
 * Spec §7 flightOrder/{orderNo}/ancillary POST from the add-on pages (issue 15 §2; decision 28): decision 22's
 * reserve (the frozen offer's session, the total the buyer saw, points for members, an ancillary order of type 3
 * for the segment) in the order pages' scope, with the insurance claim account, under an Idempotency-Key: the same
 * key and body answer the same order (a double click, a retried request), another body under the key is
 * IDEMPOTENCY_CONFLICT. The one-use session stands behind it: a second key on the same session is
 * ANCILLARY_SESSION_EXPIRED. A refused reserve frees its key.
 */
export async function reserveAddOns(s: Services, req: FastifyRequest, pathOrderNo: string): Promise<AddOnOrder> {
  const key = parse(KeySchema, req.headers[IDEMPOTENCY_HEADER]);
  const body = parse(AddOnReserveBodySchema, req.body);
  if (body.orderNo !== pathOrderNo) throw new ApiError(ResultCode.BAD_REQUEST, 'orderNo differs from the path');
  const language = languageOf(req);
  const access = await addOnAccess(s, req, body.orderNo, body.visitor);
  const hash = sha256(JSON.stringify({ kind: 'add-ons', body, memberId: access.memberId }));
  const earlier = await claimKey(s, key, hash, 'orderNo');
  let orderNo = earlier;
  if (!orderNo) {
    try {
      assertTicketed(access.order);
      const { visitor: _visitor, claimAccount, mailingAddress, ...picks } = body;
      const { order } = await reserveAncillary(s, access.scope, picks, language, {
        claimAccount,
        mailingAddress,
        onCreated: async (tx, made) => {
          await tx.update(idempotencyRecord).set({ orderNo: made }).where(eq(idempotencyRecord.key, key));
        },
      });
      orderNo = order.orderNo;
    } catch (err) {
      await releaseKey(s, key);
      throw err;
    }
  }
  const [row] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  return addOnOrderView(s, row!, language);
}
