import type { FastifyInstance } from 'fastify';
import {
  RescheduleFlightsBodySchema,
  RescheduleListBodySchema,
  RescheduleQuoteBodySchema,
  UpstreamPath,
} from '@/lib/contract';
import { languageOf, parse, sendOk } from '../http';
import { refundOrder } from '../refunds/access';
import { commitReschedule } from '../reschedule/commit';
import { rescheduleFlights } from '../reschedule/flights';
import { priceChange } from '../reschedule/price';
import { rescheduleList } from '../reschedule/view';
import type { Services } from '../services';

/**
 * Date changes (spec §2 /modify/selair, /modify/selnewair, /modify/confirm; §3 change-date cost; §4 change-date
 * payment statuses; §7 /modAndRef/api/reschedule/flight, reschedule/, my-reschedule-order; §9 change fees; decision
 * 23). Every call names one order and is scoped as refunds are: the member token (the member's
 * own order) or a visitor's proof of the order in the body; anything else is NOT_FOUND. The rescheduled order
 * (type 2) is paid through /pay/api/payment/apply with result type `reschedule`.
 */
export function registerRescheduleRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.rescheduleFlights, async (req, reply) => {
    const body = parse(RescheduleFlightsBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, await rescheduleFlights(s, order, body, languageOf(req)));
  });

  app.post(UpstreamPath.rescheduleQuote, async (req, reply) => {
    const body = parse(RescheduleQuoteBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, (await priceChange(s, order, body.items, body.choices)).data);
  });

  app.post(UpstreamPath.rescheduleCommit, async (req, reply) =>
    sendOk(req, reply, { order: await commitReschedule(s, req) }),
  );

  app.post(UpstreamPath.rescheduleList, async (req, reply) => {
    const body = parse(RescheduleListBodySchema, req.body);
    const { order } = await refundOrder(s, req, body.orderNo, body.visitor);
    return sendOk(req, reply, { list: await rescheduleList(s, order) });
  });
}
