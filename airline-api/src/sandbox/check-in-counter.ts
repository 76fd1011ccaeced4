import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkInPassengers } from '../check-in/operations';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * The airport's check-in counter (sandbox control, loopback only like the clock). Decision 21: an international
 * passenger checks in only through the COUNTER channel, so tests of what follows a counter check-in (the
 * international cancel cutoff, decision 21) need a counter to stand in for. Not a contract of the web (the
 * web never calls it), so its path and body live here.
 */
export const SANDBOX_CHECK_IN_COUNTER_PATH = '/sandbox/check-in/counter';

export const SandboxCounterCheckInBodySchema = z.object({
  orderNo: z.string().min(1).max(32),
  segmentIndex: z.number().int().min(0).max(3),
  passengerIds: z.array(z.string().min(1).max(64)).min(1).max(9),
});
export type SandboxCounterCheckInBody = z.infer<typeof SandboxCounterCheckInBodySchema>;

/**
 * Checks passengers in as the counter agent would: any ticketed order (the agent has the passenger's
 * document in hand), through check-in's own operation with channel COUNTER, so the online window and the
 * online-only refusals do not apply while tickets, seats and sequence numbers do. Answers the passes and the
 * segment's state as the check-in call does.
 */
export function registerCounterCheckIn(app: FastifyInstance, s: Services): void {
  app.post(SANDBOX_CHECK_IN_COUNTER_PATH, async (req, reply) => {
    const body = parse(SandboxCounterCheckInBodySchema, req.body);
    const data = await checkInPassengers(
      s,
      { kind: 'visitor', orderNos: new Set([body.orderNo]) },
      {
        orderNo: body.orderNo,
        segmentIndex: body.segmentIndex,
        passengers: body.passengerIds.map((passengerId) => ({ passengerId })),
        clauseAgreed: true,
      },
      languageOf(req),
      'COUNTER',
    );
    return sendOk(req, reply, data);
  });
}
