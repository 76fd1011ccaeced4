import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { AddOnReserveBodySchema, ResultCode, type AddOnOrderDetail } from '@/lib/contract';
import { sha256 } from '../account/secrets';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse } from '../http';
import { idempotencyKeyOf, oncePerKey, recordKey } from '../order-changes/idempotency';
import { reserveAddOn } from '../seats/reserve';
import type { Services } from '../services';
import { addOnAccess, assertTicketed } from './access';
import { addOnOrderDetailView } from './view';

/**
 * Spec §7 flightOrder/{orderNo}/ancillary POST from the add-on pages (decision 28): decision 22's
 * reserve (the frozen offer's session, the total the buyer saw, points for members, an add-on order of type 3
 * for the segment) in the order pages' scope, with the insurance claim account, under an Idempotency-Key: the same
 * key and body answer the same order (a double click, a retried request), another body under the key is
 * IDEMPOTENCY_CONFLICT. The one-use session stands behind it: a second key on the same session is
 * ADD_ON_SESSION_EXPIRED. A refused reserve frees its key.
 */
export async function reserveAddOns(s: Services, req: FastifyRequest, pathOrderNo: string): Promise<AddOnOrderDetail> {
  const key = idempotencyKeyOf(req);
  const body = parse(AddOnReserveBodySchema, req.body);
  if (body.orderNo !== pathOrderNo) throw new ApiError(ResultCode.BAD_REQUEST, 'orderNo differs from the path');
  const language = languageOf(req);
  const access = await addOnAccess(s, req, body.orderNo, body.visitor);
  const hash = sha256(JSON.stringify({ kind: 'add-ons', body, memberId: access.memberId }));
  const orderNo = await oncePerKey(s, key, hash, 'orderNo', async () => {
    assertTicketed(access.order);
    const { visitor: _visitor, claimAccount, mailingAddress, ...picks } = body;
    const { order } = await reserveAddOn(s, access.scope, picks, language, {
      claimAccount,
      mailingAddress,
      onCreated: (tx, made) => recordKey(tx, key, 'orderNo', made),
    });
    return order.orderNo;
  });
  const [row] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  return addOnOrderDetailView(s, row!, language);
}
