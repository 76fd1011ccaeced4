import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ResultCode, SandboxTicketingBodySchema, UpstreamPath } from '@/lib/contract';
import { runJobsOnce } from '../booking/workers';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** Sandbox controls of the booking back office: make ticketing fail, run the workers now. */
export function registerTicketingControls(app: FastifyInstance, s: Services): void {
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

  app.post(UpstreamPath.sandboxRunJobs, async (req, reply) => {
    await runJobsOnce(s);
    return sendOk(req, reply, { ran: true as const });
  });
}
