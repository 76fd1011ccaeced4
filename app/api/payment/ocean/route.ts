import * as orders from '@/lib/bff-client/orders';
import { bffRoute } from '@/lib/bff-server/route';
import { OceanPayRequestSchema } from '@/lib/schemas/order';
import { oceanPayment } from '@/lib/upstream/payment';
import { orderDue } from '../_lib/order-due';
import { paymentIdempotencyKey, resultUrlFor } from '../_lib/payment-request';

/** POST /api/payment/ocean {orderNo, billing, attempt?} → {payUrl}: overseas card payment (spec §7 oceanPayment). */
export const POST = bffRoute(orders.payByCard, { body: OceanPayRequestSchema }, async (context) => {
  const order = await orderDue(context.locale, context.body.orderNo);
  if (order instanceof Response) return order;
  const flights = order.segments.map((s) => s.flightNo).join(' / ');
  const result = await oceanPayment(
    await context.upstream(),
    {
      orderNo: order.orderNo,
      amount: order.price.actualAmount,
      currency: order.price.currency,
      webCallbackUrl: resultUrlFor(context.locale),
      billing: context.body.billing,
      productName: `${order.orderNo} ${flights}`.slice(0, 100),
      productNum: Math.min(Math.max(order.passengers.length, 1), 99),
    },
    paymentIdempotencyKey(order.orderNo, 'OCEAN', context.body.attempt),
  );
  return context.reply(result, (data) => ({ payUrl: data.payUrl }));
});
