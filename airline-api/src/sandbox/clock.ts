import type { FastifyInstance } from 'fastify';
import { SandboxClockBodySchema, UpstreamPath } from '@/lib/contract';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/** Shifts airline-api's clock so tests reach check-in windows, payment deadlines and fee bands exactly. */
export function registerSandboxClock(app: FastifyInstance, s: Services): void {
  const clockState = () => ({ offsetMs: s.clock.offsetMs(), now: new Date(s.clock.now()).toISOString() });
  app.get(UpstreamPath.sandboxClock, async (req, reply) => sendOk(req, reply, clockState()));
  app.post(UpstreamPath.sandboxClock, async (req, reply) => {
    const { offsetMs } = parse(SandboxClockBodySchema, req.body);
    s.clock.setOffset(offsetMs);
    return sendOk(req, reply, clockState());
  });
}
