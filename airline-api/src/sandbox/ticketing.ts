import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ResultCode, SandboxTicketingBodySchema, UpstreamPath } from '@/lib/contract';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Jobs } from '../jobs/boss';
import type { Services } from '../services';

/** Sandbox controls of the booking back office: make ticketing fail, run the due jobs now. */
export function registerTicketingControls(app: FastifyInstance, s: Services, jobs: Jobs): void {
  app.post(UpstreamPath.sandboxTicketing, async (req, reply) => {
    const body = parse(SandboxTicketingBodySchema, req.body);
    const updated = await s.db
      .update(bookingOrder)
      .set({ failTicketing: body.fail })
      .where(eq(bookingOrder.orderNo, body.orderNo))
      .returning({ orderNo: bookingOrder.orderNo });
    if (!updated.length) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
    return sendOk(req, reply, { orderNo: body.orderNo, fail: body.fail });
  });

  // Every due job of every queue, now (expiry, ticketing, notices, queued reminder checks; decision 61).
  app.post(UpstreamPath.sandboxRunJobs, async (req, reply) => {
    await jobs.drain();
    return sendOk(req, reply, { ran: true as const });
  });
}
