import type { FastifyInstance } from 'fastify';
import { ResultCode, SandboxRefundDecideBodySchema, UpstreamPath } from '@/lib/contract';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import { approveRefund, payRefund, rejectRefund } from '../refunds/desk';
import type { Services } from '../services';

/**
 * The airline's refund desk (sandbox control, loopback only like the review desks): approves a submitted
 * application (its due dates from now, spec §9), rejects it with a reason (its tickets usable again), or pays
 * an approved one back by the original routes. Answers the application as the order now shows it.
 */
export function registerRefundDesk(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxRefundDecide, async (req, reply) => {
    const body = parse(SandboxRefundDecideBodySchema, req.body);
    if (body.decision === 'approve') return sendOk(req, reply, await approveRefund(s, body.refundNo));
    if (body.decision === 'pay') return sendOk(req, reply, await payRefund(s, body.refundNo));
    const reason = body.reason?.trim();
    if (!reason) throw new ApiError(ResultCode.BAD_REQUEST, 'a rejection needs a reason');
    return sendOk(req, reply, await rejectRefund(s, body.refundNo, reason));
  });
}
