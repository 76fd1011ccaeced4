import type { FastifyInstance } from 'fastify';
import { ProductRefundBodySchema, ProductRefundQuoteBodySchema, SpecialProductRefundPath } from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import type { Services } from '../services';
import { refundProduct, refundQuote } from '../special-products/refund';

/**
 * A product order's voluntary refund (spec §2 /seasonTicket/package/refund, §9; decision 67): the quote and the
 * refund need the member's token and act on that member's orders only; the refund takes an Idempotency-Key.
 */
export function registerSpecialProductRefundRoutes(app: FastifyInstance, s: Services): void {
  app.post(SpecialProductRefundPath.quote, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { orderNo } = parse(ProductRefundQuoteBodySchema, req.body);
    return sendOk(req, reply, await refundQuote(s, member.id, orderNo, languageOf(req)));
  });
  app.post(SpecialProductRefundPath.refund, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const key = idempotencyKeyOf(req);
    const body = parse(ProductRefundBodySchema, req.body);
    return sendOk(req, reply, await refundProduct(s, member.id, body, key));
  });
}
