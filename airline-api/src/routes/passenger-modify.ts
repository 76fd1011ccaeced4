import type { FastifyInstance } from 'fastify';
import { PassengerModifyCheckBodySchema, PassengerModifyListBodySchema, UpstreamPath } from '@/lib/contract';
import { loadBundles } from '../check-in/state';
import { parse, sendOk } from '../http';
import { commitPassengerModify } from '../passenger-modify/change';
import { candidatesOf } from '../passenger-modify/eligibility';
import { modificationsOf } from '../passenger-modify/view';
import { refundOrder } from '../refunds/access';
import type { Services } from '../services';

/**
 * Name and document changes (spec §2 /ancillary/cname/{orderNo}, /ancillary/cnameConfirm; §5; §7
 * passenger-modify/order/; §8 'does not support change name/certificate'; decision 24). Every call
 * names one order and is scoped as refunds are: the member token (the member's own order) or a visitor's proof of
 * the order in the body; anything else is NOT_FOUND.
 */
export function registerPassengerModifyRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.passengerModifyCheck, async (req, reply) => {
    const body = parse(PassengerModifyCheckBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    const [bundle] = await loadBundles(s.db, [order]);
    return sendOk(req, reply, { passengers: await candidatesOf(s, bundle!) });
  });

  app.post(UpstreamPath.passengerModify, async (req, reply) =>
    sendOk(req, reply, { modification: await commitPassengerModify(s, req) }),
  );

  app.post(UpstreamPath.passengerModifyList, async (req, reply) => {
    const body = parse(PassengerModifyListBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, { list: await modificationsOf(s.db, order.orderNo) });
  });
}
