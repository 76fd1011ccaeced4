import type { FastifyInstance } from 'fastify';
import {
  CancelOrderBodySchema,
  MyOrdersQuerySchema,
  ResultCode,
  UpstreamPath,
  VisitorOrderBodySchema,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { passengersOfOrder } from '../add-people/holdings';
import { cancelUnpaid, type OrderRow } from '../booking/lifecycle';
import { listOrders } from '../booking/order-list';
import { orderDetail } from '../booking/order-view';
import { findOrder } from '../booking/payments';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';
import { optionalMember } from './booking';

const norm = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/**
 * A visitor proves an order by a passenger's name (Chinese, or SURNAME/GIVEN, or SURNAME GIVEN) and the
 * contact phone. Any mismatch answers the same 'order inquiry failed' as an unknown number.
 */
async function visitorOrder(s: Services, orderNo: string, name: string, mobile: string): Promise<OrderRow> {
  const notFound = new ApiError(ResultCode.ORDER_NOT_FOUND);
  let order: OrderRow;
  try {
    order = await findOrder(s, orderNo);
  } catch {
    throw notFound;
  }
  if (order.contactMobile !== mobile.trim()) throw notFound;
  const passengers = await passengersOfOrder(s.db, order);
  const wanted = norm(name).replace('/', '');
  const match = passengers.some((p) =>
    [p.name ?? '', `${p.surname ?? ''}${p.givenName ?? ''}`].some((n) => n && norm(n) === wanted),
  );
  if (!match) throw notFound;
  return order;
}

async function memberOrder(s: Services, memberId: string, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(s, orderNo);
  if (order.memberId !== memberId) throw new ApiError(ResultCode.ORDER_NOT_FOUND);
  return order;
}

/** Spec §7 order paths: my orders, my order's detail, a visitor's lookup, cancel while unpaid. */
export function registerOrderRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.myOrders, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const q = parse(MyOrdersQuerySchema, req.query);
    return sendOk(req, reply, await listOrders(s, member.id, q, languageOf(req)));
  });

  app.get<{ Params: { orderNo: string } }>(UpstreamPath.myFlightOrder, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(
      req,
      reply,
      await orderDetail(s, await memberOrder(s, member.id, req.params.orderNo), languageOf(req)),
    );
  });

  app.post(UpstreamPath.visitorOrder, async (req, reply) => {
    const body = parse(VisitorOrderBodySchema, req.body);
    return sendOk(
      req,
      reply,
      await orderDetail(s, await visitorOrder(s, body.orderNo, body.passengerName, body.mobile), languageOf(req)),
    );
  });

  app.post(UpstreamPath.cancelOrder, async (req, reply) => {
    const body = parse(CancelOrderBodySchema, req.body);
    const buyer = await optionalMember(s, req);
    const order = buyer
      ? await memberOrder(s, buyer.id, body.orderNo)
      : await visitorOrder(s, body.orderNo, body.passengerName ?? '', body.mobile ?? '');
    if (!(await cancelUnpaid(s, order.orderNo))) throw new ApiError(ResultCode.ORDER_NOT_CANCELLABLE);
    return sendOk(req, reply, await orderDetail(s, await findOrder(s, order.orderNo), languageOf(req)));
  });
}
