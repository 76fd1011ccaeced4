import * as orders from '@/lib/bff-client/orders';
import { bffRoute } from '@/lib/bff-server/route';
import { PaymentApplyRequestSchema } from '@/lib/schemas/order';
import { paymentApply } from '@/lib/upstream/payment';
import { orderDue, payerOf } from '../_lib/order-due';
import { paymentIdempotencyKey, resultUrlFor } from '../_lib/payment-request';

/**
 * POST /api/payment/apply {orderNo, channel: 'GATEWAY', attempt?} → {url}: the spec §3 payment application
 * built from the order; the browser is sent to data.url (the gateway), which returns to /{locale}/result.
 */
export const POST = bffRoute(orders.payByGateway, { body: PaymentApplyRequestSchema }, async (context) => {
  const order = await orderDue(context.locale, context.body.orderNo);
  if (order instanceof Response) return order;
  const result = await paymentApply(
    await context.upstream(),
    {
      orderNo: order.orderNo,
      amount: order.price.actualAmount,
      currency: order.price.currency,
      webCallbackUrl: resultUrlFor(context.locale),
      payer: payerOf(order),
      // Spec §4 order type 2 (rescheduled): /result says 'date changed' rather than 'booked'.
      type: order.orderType === 2 ? 'reschedule' : 'ticket',
    },
    paymentIdempotencyKey(order.orderNo, context.body.channel, context.body.attempt),
  );
  return context.reply(result, (data) => ({ url: data.url }));
});
