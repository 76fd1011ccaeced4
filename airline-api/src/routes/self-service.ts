import type { FastifyInstance } from 'fastify';
import { SelfServiceTripBodySchema, UpstreamPath } from '@/lib/contract';
import { parse, sendOk } from '../http';
import { selfServiceOrder, selfServiceTrip } from '../self-service/trip';
import type { Services } from '../services';

/**
 * The self-service hall (decision 31; spec §2 /ancillary/selfService, §5 Services, §7 flightOrder ancillary GET, §8;
 * decision 31): a trip found by its order or e-ticket number, as the member's own order or with a visitor's proof of
 * it, and every service each passenger can still use on each flight, or why not. Anything else is NOT_FOUND.
 */
export function registerSelfServiceRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.selfServiceTrip, async (req, reply) => {
    const body = parse(SelfServiceTripBodySchema, req.body);
    const order = await selfServiceOrder(s, req, body);
    return sendOk(req, reply, await selfServiceTrip(s, order, body.language));
  });
}
