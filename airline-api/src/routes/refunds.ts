import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  RefundAttachmentQuerySchema,
  RefundListBodySchema,
  RefundQuoteBodySchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { refundApplication, refundAttachment } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { refundOrder } from '../refunds/access';
import { commitRefund } from '../refunds/commit';
import { UPLOAD_LIMITS } from '../refunds/upload';
import { priceRefund } from '../refunds/quote';
import { applicationsOf } from '../refunds/view';
import type { Services } from '../services';

/**
 * Refunds (spec §2 /refunds/selair/{orderNo}, /ancillary/refund; §3 refund application; §4; §5 refund rules; §7
 * /modAndRef/api/refund/, refund/commitV2; §9; decision 23). Every call names one order and is
 * scoped by the member token (the member's own order) or a visitor's proof of the order in the body; anything
 * else is NOT_FOUND. The desk that approves, rejects and pays back is the sandbox's (sandbox/refund-desk.ts).
 */
export function registerRefundRoutes(app: FastifyInstance, s: Services): void {
  // The commit takes multipart/form-data and nothing else, in a scope of its own (decision 19): every other
  // route keeps refusing multipart, and this one refuses JSON.
  void app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    await uploads.register(multipart, { limits: UPLOAD_LIMITS });
    uploads.post(UpstreamPath.refundCommit, async (req, reply) =>
      sendOk(req, reply, await commitRefund(s, req, languageOf(req))),
    );
  });

  app.post(UpstreamPath.refundQuote, async (req, reply) => {
    const body = parse(RefundQuoteBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    const priced = await priceRefund(s, order, body.items, body.refundType, languageOf(req));
    return sendOk(req, reply, priced.data);
  });

  app.post(UpstreamPath.refundList, async (req, reply) => {
    const body = parse(RefundListBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, { list: await applicationsOf(s.db, order.orderNo) });
  });

  app.get(UpstreamPath.refundAttachment, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { refundNo, seq } = parse(RefundAttachmentQuerySchema, req.query);
    const [row] = await s.db
      .select({ name: refundAttachment.name, contentType: refundAttachment.contentType, bytes: refundAttachment.bytes })
      .from(refundAttachment)
      .innerJoin(refundApplication, eq(refundApplication.refundNo, refundAttachment.refundNo))
      .where(
        and(
          eq(refundAttachment.refundNo, refundNo),
          eq(refundAttachment.seq, seq),
          eq(refundApplication.memberId, member.id),
        ),
      );
    if (!row) throw new ApiError(ResultCode.NOT_FOUND);
    return sendOk(req, reply, {
      name: row.name,
      contentType: row.contentType,
      dataBase64: row.bytes.toString('base64'),
    });
  });
}
