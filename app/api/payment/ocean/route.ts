import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { OceanPayRequestSchema } from '@/lib/schemas/order';
import { oceanPayment } from '@/lib/upstream/payment';
import { badRequest, jsonBody, openCall, paymentIdempotencyKey, resultUrlFor } from '../../orders/_lib/open';
import { orderDue } from '../_lib/order-due';

/** POST /api/payment/ocean {orderNo, billing, attempt?} → {payUrl}: overseas card payment (spec §7 oceanPayment). */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const body = OceanPayRequestSchema.safeParse(await jsonBody(request));
  if (!body.success) return badRequest(locale);
  const order = await orderDue(locale, body.data.orderNo);
  if (order instanceof Response) return order;
  const flights = order.segments.map((s) => s.flightNo).join(' / ');
  const result = await oceanPayment(
    await upstreamContextFor(locale),
    {
      orderNo: order.orderNo,
      amount: order.price.actualAmount,
      currency: order.price.currency,
      webCallbackUrl: resultUrlFor(request, locale),
      billing: body.data.billing,
      productName: `${order.orderNo} ${flights}`.slice(0, 100),
      productNum: Math.min(Math.max(order.passengers.length, 1), 99),
    },
    paymentIdempotencyKey(order.orderNo, 'OCEAN', body.data.attempt),
  );
  return bffFrom(result, locale, (data) => ({ payUrl: data.payUrl }));
});
