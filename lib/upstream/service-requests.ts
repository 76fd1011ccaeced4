import 'server-only';
import {
  ServiceRequestListDataSchema,
  ServiceRequestOptionsDataSchema,
  ServiceRequestSchema,
  UpstreamPath,
  type OrderVisitorProof,
  type ServiceRequestCancelBody,
  type ServiceRequestSubmitBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Special services on an existing order: wheelchairs and special baggage (decision 28; spec §2
 * /ancillary/specialService, /ancillary/specialBag; decision 29). The scope is the member's token in the context,
 * or (for a visitor) `visitor` in the body and no token at all, as for the add-ons (lib/upstream/add-ons.ts). The
 * language comes from the context (the page's locale): the desk's SMS answer is written in it.
 */

type Scoped = { orderNo: string; visitor?: OrderVisitorProof };

/** A visitor's call carries the proof and never a token, whatever the context holds. */
const scoped = (context: UpstreamContext, visitor: OrderVisitorProof | undefined): UpstreamContext =>
  visitor ? { ...context, token: undefined } : context;
const withOrderNo = (template: string, orderNo: string) => template.replace(':orderNo', encodeURIComponent(orderNo));

/** Who may ask for what on each segment of the order. */
export function serviceRequestOptions(context: UpstreamContext, input: Scoped) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.serviceRequestOptions, input.orderNo),
    body: input,
    data: ServiceRequestOptionsDataSchema,
    context: scoped(context, input.visitor),
  });
}

/** One passenger's request on one segment, submitted at once (pending the desk's confirmation). */
export function serviceRequestSubmit(context: UpstreamContext, body: ServiceRequestSubmitBody) {
  return callUpstream({
    method: 'POST',
    path: withOrderNo(UpstreamPath.serviceRequestSubmit, body.orderNo),
    body,
    data: ServiceRequestSchema,
    context: scoped(context, body.visitor),
  });
}

/** The order's requests with their statuses (spec §4), newest first. */
export function serviceRequestList(context: UpstreamContext, input: Scoped) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.serviceRequestList,
    body: input,
    data: ServiceRequestListDataSchema,
    context: scoped(context, input.visitor),
  });
}

/** A request withdrawn (submitted or confirmed, before departure). */
export function serviceRequestCancel(context: UpstreamContext, body: ServiceRequestCancelBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.serviceRequestCancel,
    body,
    data: ServiceRequestSchema,
    context: scoped(context, body.visitor),
  });
}
