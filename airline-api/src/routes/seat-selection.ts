import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AddOnOrderBodySchema,
  ContentByCodeBodySchema,
  OrderAddOnOfferBodySchema,
  OrderAddOnReserveBodySchema,
  PointsDeductBodySchema,
  PointsForSeatBodySchema,
  ResultCode,
  SeatChartBodySchema,
  SeatFareBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { certificationOf } from '../account/real-name-gate';
import { requireMember } from '../account/tokens';
import { expireDue } from '../booking/lifecycle';
import { notFound, scopeOf } from '../check-in/access';
import { bookingOrder } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { addOnOrderView } from '../seats/add-on-order-view';
import { seatChart } from '../seats/chart';
import { seatFareData, seatFaresFen } from '../seats/fares';
import { createOffer } from '../seats/offer';
import { pointsDeductForSeat, pointsForSeat, pointsInfo } from '../seats/points';
import { reserveAddOn } from '../seats/reserve';
import { ADD_ON_ORDER_TYPE, seatSegment } from '../seats/segment';
import { contentByCode } from '../seats/tips';
import type { Services } from '../services';

type OrderParams = { Params: { orderNo: string } };

/** The order of the path and of the body are one order. */
function sameOrder(params: { orderNo: string }, body: { orderNo: string }): void {
  if (params.orderNo !== body.orderNo) throw new ApiError(ResultCode.BAD_REQUEST, 'orderNo differs from the path');
}

/**
 * Seats and add-ons after booking (spec §2 Check-in and seats, §4 "Seat selection flow", §5 seat rules, §7
 * selectFlightSeatChart, getSeatServiceFare, getContentByCode, flightOrder/{orderNo}/ancillary GET and POST,
 * memberPoints; decision 22). Scoped as check-in is (decision 21): by the member token, or by a
 * visitor's proof of the order in the body; an order outside the scope is NOT_FOUND.
 */
export function registerSeatSelectionRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.seatChart, async (req, reply) => {
    const body = parse(SeatChartBodySchema, req.body);
    const seg = await seatSegment(s, await scopeOf(s, req, body.visitor), body.orderNo, body.segmentIndex);
    return sendOk(req, reply, await seatChart(s, seg));
  });

  app.post(UpstreamPath.seatServiceFare, async (req, reply) => {
    const body = parse(SeatFareBodySchema, req.body);
    const seg = await seatSegment(s, await scopeOf(s, req, body.visitor), body.orderNo, body.segmentIndex);
    return sendOk(req, reply, seatFareData(await seatFaresFen(s.db, seg.flight), body.currency));
  });

  app.post(UpstreamPath.contentByCode, async (req, reply) => {
    const body = parse(ContentByCodeBodySchema, req.body ?? {});
    return sendOk(req, reply, await contentByCode(s, body.typeCode, body.language));
  });

  app.post<OrderParams>(UpstreamPath.orderAddOnOffer, async (req, reply) => {
    const body = parse(OrderAddOnOfferBodySchema, req.body);
    sameOrder(req.params, body);
    const scope = await scopeOf(s, req, body.visitor);
    const seg = await seatSegment(s, scope, body.orderNo, body.segmentIndex);
    const memberId = scope.kind === 'member' ? scope.member.id : null;
    return sendOk(req, reply, await createOffer(s, seg, body, memberId));
  });

  app.post<OrderParams>(UpstreamPath.orderAddOnReserve, async (req, reply) => {
    const body = parse(OrderAddOnReserveBodySchema, req.body);
    sameOrder(req.params, body);
    const scope = await scopeOf(s, req, body.visitor);
    return sendOk(req, reply, await reserveAddOn(s, scope, body, languageOf(req)));
  });

  app.post(UpstreamPath.addOnOrder, async (req, reply) => {
    const body = parse(AddOnOrderBodySchema, req.body);
    const seg = await seatSegment(s, await scopeOf(s, req, body.visitor), body.orderNo, body.segmentIndex);
    // An unpaid order past its deadline reads as cancelled (its seats and points given back).
    await expireDue(s, body.addOnOrderNo);
    const [order] = await s.db
      .select()
      .from(bookingOrder)
      .where(
        and(
          eq(bookingOrder.orderNo, body.addOnOrderNo),
          eq(bookingOrder.orderType, ADD_ON_ORDER_TYPE),
          eq(bookingOrder.parentOrderNo, seg.order.orderNo),
          eq(bookingOrder.parentSegIndex, seg.segIndex),
        ),
      );
    if (!order) throw notFound();
    return sendOk(req, reply, await addOnOrderView(s, order, languageOf(req)));
  });

  app.post(UpstreamPath.pointsInfo, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, pointsInfo(member));
  });

  app.post(UpstreamPath.pointsForSeat, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(PointsForSeatBodySchema, req.body);
    return sendOk(req, reply, pointsForSeat(member, body, (await certificationOf(s, member.id)).expired));
  });

  app.post(UpstreamPath.pointsDeductForSeat, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(PointsDeductBodySchema, req.body);
    return sendOk(req, reply, pointsDeductForSeat(member, body, (await certificationOf(s, member.id)).expired));
  });
}
