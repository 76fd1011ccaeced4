import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SandboxSeatFaresBodySchema, UpstreamPath } from '@/lib/contract';
import { asDb } from '../booking/lifecycle';
import { seatFareWithdrawal } from '../db/schema';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

/**
 * Sandbox control (loopback only): the seat products of a flight the fares lack, so a seat "without a valid
 * price" (spec §4) can be made on purpose. The list sent replaces the flight's list; an empty one restores all.
 */
export function registerSeatFareControls(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxSeatFares, async (req, reply) => {
    const body = parse(SandboxSeatFaresBodySchema, req.body);
    const withdrawn = [...new Set(body.withdrawn)];
    await s.db.transaction(async (raw) => {
      const tx = asDb(raw);
      await tx.delete(seatFareWithdrawal).where(eq(seatFareWithdrawal.flightId, body.flightId));
      if (withdrawn.length)
        await tx.insert(seatFareWithdrawal).values(withdrawn.map((seatNo) => ({ flightId: body.flightId, seatNo })));
    });
    return sendOk(req, reply, { flightId: body.flightId, withdrawn });
  });
}
