import 'server-only';
import { OrderDetailSchema, UpstreamPath } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Spec §7 order paths: a member's own order, a visitor's lookup, and cancel while unpaid. */

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
