import type { FastifyInstance } from 'fastify';
import {
  IrregularFindBodySchema,
  IrregularFlightsBodySchema,
  IrregularKeepBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { languageOf, parse, sendOk } from '../http';
import { irregularChange, irregularFlights } from '../irregular/change';
import { keepTicket } from '../irregular/keep';
import { findIrregular } from '../irregular/trips';
import type { Services } from '../services';

/**
 * Irregular flights (decision 32; spec §2 /ancillary/abnormalEntry, /ancillary/normalModify; §4 flight dynamics,
 * involuntary refunds; §7 verify/findAbnormalFlight, reschedule/; decision 32): the affected trips, the free change
 * (the date change in involuntary mode) and keeping the ticket. Scoped as refunds and date changes: the member's
 * token for their own orders, or a visitor's proof of one order in the body; anything else is NOT_FOUND. The
 * involuntary refund is the refund's own path (refundType INVOLUNTARY, decision 23).
 */
export function registerIrregularRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.irregularFind, async (req, reply) => {
    const body = parse(IrregularFindBodySchema, req.body);
    return sendOk(req, reply, await findIrregular(s, req, body, languageOf(req)));
  });

  app.post(UpstreamPath.irregularFlights, async (req, reply) => {
    const body = parse(IrregularFlightsBodySchema, req.body);
    return sendOk(req, reply, await irregularFlights(s, req, body, languageOf(req)));
  });

  app.post(UpstreamPath.irregularChange, async (req, reply) =>
    sendOk(req, reply, { order: await irregularChange(s, req, languageOf(req)) }),
  );

  app.post(UpstreamPath.irregularKeep, async (req, reply) => {
    const body = parse(IrregularKeepBodySchema, req.body);
    return sendOk(req, reply, await keepTicket(s, req, body, languageOf(req)));
  });
}
