import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  AddOnOfferBodySchema,
  AddOnOrderDetailBodySchema,
  AddOnOrdersBodySchema,
  AddOnServicesBodySchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { addOnAccess, assertTicketed } from '../add-ons/access';
import { reserveAddOns } from '../add-ons/reserve';
import { addOnServices } from '../add-ons/services';
import { addOnOrderDetailView, addOnOrdersOf, addOnOrderRow } from '../add-ons/view';
import { memberScope, notFound } from '../check-in/access';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { createOffer } from '../seats/offer';
import { seatSegment } from '../seats/segment';
import type { Services } from '../services';

type OrderParams = { Params: { orderNo: string } };

/** The order of the path and of the body are one order. */
function sameOrder(params: { orderNo: string }, body: { orderNo: string }): void {
  if (params.orderNo !== body.orderNo) throw new ApiError(ResultCode.BAD_REQUEST, 'orderNo differs from the path');
}

/**
 * Add-ons bought on an existing order through their own pages (decision 28; spec §2 /ancillary/consignment,
 * addfood, addInsurance, priority, /ancillaryConfirm, /member/ancillaryorderdetail; §4 service request statuses; §7
 * flightOrder/{orderNo}/ancillary GET and POST; decision 28): decision 22's add-on order, scoped as the order
 * pages are (the member's own order, or a visitor's proof of it; add-ons/access.ts). Anything else is NOT_FOUND.
 */
export function registerAddOnRoutes(app: FastifyInstance, s: Services): void {
  app.post<OrderParams>(UpstreamPath.addOnServices, async (req, reply) => {
    const body = parse(AddOnServicesBodySchema, req.body);
    sameOrder(req.params, body);
    const { order, memberId } = await addOnAccess(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, await addOnServices(s, order, body.currency, body.language, memberId));
  });

  app.post<OrderParams>(UpstreamPath.addOnOffer, async (req, reply) => {
    const body = parse(AddOnOfferBodySchema, req.body);
    sameOrder(req.params, body);
    const { order, scope, memberId } = await addOnAccess(s, req, body.orderNo, body.visitor);
    assertTicketed(order);
    const seg = await seatSegment(s, scope, order.orderNo, body.segmentIndex);
    // Nothing is offered for a flight operations cancelled (decision 78); the reserve refuses it too, by its blocks.
    if (seg.cancelled) throw new ApiError(ResultCode.FLIGHT_CANCELLED_NO_SALE);
    return sendOk(req, reply, await createOffer(s, seg, { ...body, passengerIds: [] }, memberId));
  });

  app.post<OrderParams>(UpstreamPath.addOnReserve, async (req, reply) =>
    sendOk(req, reply, await reserveAddOns(s, req, req.params.orderNo)),
  );

  app.post(UpstreamPath.addOnOrders, async (req, reply) => {
    const body = parse(AddOnOrdersBodySchema, req.body);
    const { order } = await addOnAccess(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, { list: await addOnOrdersOf(s, order.orderNo, languageOf(req)) });
  });

  app.post(UpstreamPath.addOnOrderDetail, async (req, reply) => {
    const body = parse(AddOnOrderDetailBodySchema, req.body);
    const row = await (async () => {
      if (body.visitor || body.orderNo) {
        // A visitor (or a member naming the ticket order): the add-on order must be of that order.
        const { order } = await addOnAccess(s, req, body.orderNo!, body.visitor);
        const found = await addOnOrderRow(s, body.addOnOrderNo);
        return found?.parentOrderNo === order.orderNo ? found : undefined;
      }
      // A member by the add-on order's number alone (/member/ancillaryorderdetail): theirs, or of their order.
      const { member } = await memberScope(s, req);
      const found = await addOnOrderRow(s, body.addOnOrderNo);
      if (!found) return undefined;
      if (found.memberId === member.id) return found;
      const [parent] = found.parentOrderNo
        ? await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, found.parentOrderNo))
        : [];
      return parent?.memberId === member.id ? found : undefined;
    })();
    if (!row) throw notFound();
    return sendOk(req, reply, await addOnOrderDetailView(s, row, languageOf(req)));
  });
}
