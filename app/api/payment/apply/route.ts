import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { PaymentApplyRequestSchema } from '@/lib/schemas/order';
import { paymentApply } from '@/lib/upstream/payment';
import { badRequest, jsonBody, openCall, paymentIdempotencyKey, resultUrlFor } from '../../orders/_lib/open';
import { orderDue, payerOf } from '../_lib/order-due';

/**
 * POST /api/payment/apply {orderNo, channel: 'GATEWAY', attempt?} → {url}: the spec §3 payment application
 * built from the order; the browser is sent to data.url (the gateway), which returns to /{locale}/result.
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const body = PaymentApplyRequestSchema.safeParse(await jsonBody(request));
  if (!body.success) return badRequest(locale);
  const order = await orderDue(locale, body.data.orderNo);
  if (order instanceof Response) return order;
  const result = await paymentApply(
    await upstreamContextFor(locale),
    {
      orderNo: order.orderNo,
      amount: order.price.actualAmount,
      currency: order.price.currency,
      webCallbackUrl: resultUrlFor(request, locale),
      payer: payerOf(order),
    },
    paymentIdempotencyKey(order.orderNo, body.data.channel, body.data.attempt),
  );
  return bffFrom(result, locale, (data) => ({ url: data.url }));
});
