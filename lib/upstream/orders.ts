import 'server-only';
import type { z } from 'zod';
import { MyOrdersDataSchema, OrderDetailSchema, UpstreamPath, type MyOrdersQuerySchema } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Spec §7 order paths: a member's orders and own order, a visitor's lookup, and cancel while unpaid. */

type ListQuery = z.output<typeof MyOrdersQuerySchema>;
/** The query of GET my-order as sent: the order types as their comma-separated codes ('1,8,11'). */
export type MyOrdersRequest = Pick<ListQuery, 'tab' | 'period' | 'pageNo' | 'pageSize'> & { orderTypes?: string };

/** GET my-order: one page of the member's orders (the token's), filtered by tab, period and order types. */
export function myOrders(context: UpstreamContext, query: MyOrdersRequest) {
  return callUpstream({ method: 'GET', path: UpstreamPath.myOrders, query, data: MyOrdersDataSchema, context });
}

export function myFlightOrder(context: UpstreamContext, orderNo: string) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.myFlightOrder.replace(':orderNo', encodeURIComponent(orderNo)),
    data: OrderDetailSchema,
    context,
  });
}

export type VisitorProof = { orderNo: string; passengerName: string; mobile: string };

/** POST, not GET: the name and phone that prove the order stay out of URLs and logs. */
export function visitorOrder(context: UpstreamContext, proof: VisitorProof) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.visitorOrder,
    body: proof,
    data: OrderDetailSchema,
    context,
    antiFraud: { name: proof.passengerName },
  });
}

/** A member's own order (token), or a visitor's with the lookup proof. Unpaid orders only. */
export function cancelOrder(context: UpstreamContext, input: { orderNo: string } & Partial<VisitorProof>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.cancelOrder,
    body: input,
    data: OrderDetailSchema,
    context,
  });
}
