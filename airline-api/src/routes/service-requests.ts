import type { FastifyInstance } from 'fastify';
import {
  ResultCode,
  SandboxServiceRequestDecideBodySchema,
  ServiceRequestCancelBodySchema,
  ServiceRequestListBodySchema,
  ServiceRequestOptionsBodySchema,
  ServiceRequestSubmitBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { addOnAccess, assertTicketed } from '../add-ons/access';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { answerServiceRequest } from '../service-requests/answer';
import { serviceRequestOptions } from '../service-requests/options';
import { cancelServiceRequest, submitServiceRequest } from '../service-requests/requests';
import { requestViews } from '../service-requests/views';
import type { Services } from '../services';

type OrderParams = { Params: { orderNo: string } };

/** The order of the path and of the body are one order. */
function sameOrder(params: { orderNo: string }, body: { orderNo: string }): void {
  if (params.orderNo !== body.orderNo) throw new ApiError(ResultCode.BAD_REQUEST, 'orderNo differs from the path');
}

/**
 * Special services on an existing order: wheelchairs and special baggage (decision 28; spec §2
 * /ancillary/specialService, /ancillary/specialBag, /member/ancillaryorderdetail; §4 service request statuses; §5
 * Services; decision 29). Scoped as the add-on pages are (add-ons/access.ts): the member's own order by the token,
 * or a visitor's proof of it with no token; anything else is NOT_FOUND. Requests are made on an issued order only.
 */
export function registerServiceRequestRoutes(app: FastifyInstance, s: Services): void {
  app.post<OrderParams>(UpstreamPath.serviceRequestOptions, async (req, reply) => {
    const body = parse(ServiceRequestOptionsBodySchema, req.body);
    sameOrder(req.params, body);
    const { order } = await addOnAccess(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, await serviceRequestOptions(s, order, languageOf(req)));
  });

  app.post<OrderParams>(UpstreamPath.serviceRequestSubmit, async (req, reply) => {
    const body = parse(ServiceRequestSubmitBodySchema, req.body);
    sameOrder(req.params, body);
    const { order, memberId } = await addOnAccess(s, req, body.orderNo, body.visitor);
    assertTicketed(order);
    return sendOk(req, reply, await submitServiceRequest(s, order, memberId, body, languageOf(req)));
  });

  app.post(UpstreamPath.serviceRequestList, async (req, reply) => {
    const body = parse(ServiceRequestListBodySchema, req.body);
    const { order } = await addOnAccess(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, { list: await requestViews(s, order, languageOf(req)) });
  });

  app.post(UpstreamPath.serviceRequestCancel, async (req, reply) => {
    const body = parse(ServiceRequestCancelBodySchema, req.body);
    const { order } = await addOnAccess(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, await cancelServiceRequest(s, order, body.requestNo, languageOf(req)));
  });
}

/**
 * The airline's special-services desk (sandbox control, loopback only like the refund desk): confirms a submitted
 * request, or rejects it with a reason; either answer is sent by SMS to the order's contact phone (the outbox).
 * Answers the request as the order pages now show it.
 */
export function registerServiceRequestDesk(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.sandboxServiceRequestDecide, async (req, reply) => {
    const body = parse(SandboxServiceRequestDecideBodySchema, req.body);
    const reason = body.reason?.trim() || null;
    if (body.decision === 'reject' && !reason) throw new ApiError(ResultCode.BAD_REQUEST, 'a rejection needs a reason');
    return sendOk(req, reply, await answerServiceRequest(s, body.requestNo, body.decision, reason));
  });
}
