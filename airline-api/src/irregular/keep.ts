import type { FastifyRequest } from 'fastify';
import type { IrregularKeepBody, IrregularKeepData, UpstreamLanguage } from '@/lib/contract';
import { irregularChoice } from '../db/schema';
import type { Services } from '../services';
import { affectedSegment } from './trips';

/**
 * "Keep the ticket" (decision 32): recorded for the affected segment and the flight it holds, with
 * the flight's status then and who chose; chosen again, the latest stands. Nothing else changes: the ticket stays
 * issued and usable, and a free change or an involuntary refund remain open while the flight is affected.
 */
export async function keepTicket(
  s: Services,
  req: FastifyRequest,
  body: IrregularKeepBody,
  language: UpstreamLanguage,
): Promise<IrregularKeepData> {
  const { order, actor, trip, flight } = await affectedSegment(s, req, body, body.segmentIndex, language);
  const chosenAt = new Date(s.clock.now());
  const values = { choice: 'KEEP' as const, flightStatus: trip.flight.status, memberId: actor.memberId, chosenAt };
  await s.db
    .insert(irregularChoice)
    .values({ orderNo: order.orderNo, segIndex: body.segmentIndex, flightId: flight.flightId, ...values })
    .onConflictDoUpdate({
      target: [irregularChoice.orderNo, irregularChoice.segIndex, irregularChoice.flightId],
      set: values,
    });
  return { chosenAt: chosenAt.toISOString() };
}
