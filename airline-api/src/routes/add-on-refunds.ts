import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import {
  AddOnRefundListBodySchema,
  AddOnRefundQuoteBodySchema,
  UpstreamPath,
  type AddOnRefundListData,
} from '@/lib/contract';
import { refundApplication } from '../db/schema';
import { languageOf, parse, sendOk } from '../http';
import { refundOrder } from '../refunds/access';
import { commitAddOnRefund } from '../refunds/add-on-commit';
import { itemView, orderAddOns, priceAddOnRefund } from '../refunds/add-on-quote';
import { applicationView } from '../refunds/view';
import type { Services } from '../services';

/**
 * Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision
 * 26): the order's add-ons with whether and until when each can be refunded and its applications of add-ons, the
 * quote of a choice of them, and the application (JSON, with an Idempotency-Key). Scoped as the ticket refunds are
 * (routes/refunds.ts): the member's own order by the token, or the order a visitor's proof in the body opens; any
 * other is NOT_FOUND. The applications are decided by the same desk (sandbox/refund-desk.ts).
 */
export function registerAddOnRefundRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.addOnRefundList, async (req, reply) => {
    const body = parse(AddOnRefundListBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    const { currency, addOns } = await orderAddOns(s, order, languageOf(req));
    const rows = await s.db
      .select()
      .from(refundApplication)
      .where(eq(refundApplication.orderNo, order.orderNo))
      .orderBy(desc(refundApplication.seq));
    const data: AddOnRefundListData = {
      currency,
      items: addOns.map(itemView),
      // Add-on applications carry no attachments.
      applications: rows.filter((r) => r.kind === 'ADD_ON').map((r) => applicationView(r, [])),
    };
    return sendOk(req, reply, data);
  });

  app.post(UpstreamPath.addOnRefundQuote, async (req, reply) => {
    const body = parse(AddOnRefundQuoteBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    const priced = await priceAddOnRefund(s, order, body.addOnIds, languageOf(req));
    return sendOk(req, reply, priced.data);
  });

  app.post(UpstreamPath.addOnRefundCommit, async (req, reply) =>
    sendOk(req, reply, await commitAddOnRefund(s, req, languageOf(req))),
  );
}
