import { z } from 'zod';
import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import { applyAddOnPayment } from '@/app/api/payment/_lib/add-on-payment';
import { resultUrlFor } from '@/app/api/payment/_lib/payment-request';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnOrderBodySchema } from '@/lib/contract';
import { PaymentApplyRequestSchema } from '@/lib/schemas/order';
import { addOnOrder } from '@/lib/upstream/seat-selection';

/** The parent order and segment, the add-on order and the browser's attempt id. */
export const PayBodySchema = z.object({
  orderNo: AddOnOrderBodySchema.shape.orderNo,
  addOnOrderNo: AddOnOrderBodySchema.shape.addOnOrderNo,
  segmentIndex: AddOnOrderBodySchema.shape.segmentIndex,
  attempt: PaymentApplyRequestSchema.shape.attempt,
});

/** The gateway's result type: /result follows an add-on order for it (components/order/add-on-payment-outcome). */
export const RESULT_TYPE = 'checkin';

/**
 * POST /api/seat/pay {orderNo, addOnOrderNo, attempt?} → {url}: the gateway page for an add-on order (decision 21
 * §3; spec §3 payment application). What is due comes from the add-on order, read in the parent order's scope
 * (the member's token or the seal's proof), never from the browser: only an order waiting for payment with
 * something to pay is sent (else ORDER_NOT_PAYABLE). The gateway returns to /{locale}/result?type=checkin with the
 * parent order and segment in the query, where the result page follows the add-on order.
 */
export const POST = bffRoute(seat.pay, { body: PayBodySchema }, async (context) => {
  const { orderNo, addOnOrderNo, segmentIndex, attempt } = context.body;
  const read = await callForTrip(context.locale, orderNo, (upstream, visitor) =>
    addOnOrder(upstream, { orderNo, segmentIndex, addOnOrderNo, visitor }),
  );
  const result = await applyAddOnPayment(await context.upstream(), read, {
    type: RESULT_TYPE,
    returnUrl: (order) =>
      resultUrlFor(context.locale, { parent: order.parentOrderNo, seg: String(order.segmentIndex) }),
    attempt,
  });
  return context.reply(result, (data) => ({ url: data.url }));
});
