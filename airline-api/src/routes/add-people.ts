import type { FastifyInstance } from 'fastify';
import { AddPeopleCheckBodySchema, AddPeopleListBodySchema, UpstreamPath } from '@/lib/contract';
import { assertAddable, commitAddPeople } from '../add-people/commit';
import { adultsOf, priceSegments, segmentView } from '../add-people/eligibility';
import { additionsOf, closeDueAdditions } from '../add-people/view';
import { loadBundles } from '../check-in/state';
import { parse, sendOk } from '../http';
import { refundOrder } from '../refunds/access';
import type { Services } from '../services';

/**
 * Adding a child or an infant to a ticketed order (spec §2 /addpeople/airandpeople/{type}/{orderNo},
 * /ancillary/child, /ancillary/baby; §5 passenger limits; §8; decision 25). Every call names one
 * order and is scoped as refunds are: the member token (the member's own order) or a visitor's proof of the order in
 * the body; anything else is NOT_FOUND.
 */
export function registerAddPeopleRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.addPeopleCheck, async (req, reply) => {
    const body = parse(AddPeopleCheckBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    assertAddable(order);
    await closeDueAdditions(s, order.orderNo);
    const [bundle] = await loadBundles(s.db, [order]);
    const now = s.clock.now();
    return sendOk(req, reply, {
      type: body.type,
      currency: order.payCurrency,
      adults: adultsOf(s, bundle!, body.type, now),
      segments: (await priceSegments(s, bundle!, body.type, now)).map(segmentView),
    });
  });

  app.post(UpstreamPath.addPeopleCommit, async (req, reply) =>
    sendOk(req, reply, { order: await commitAddPeople(s, req) }),
  );

  app.post(UpstreamPath.addPeopleList, async (req, reply) => {
    const body = parse(AddPeopleListBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    await closeDueAdditions(s, order.orderNo);
    return sendOk(req, reply, { list: await additionsOf(s.db, order.orderNo) });
  });
}
