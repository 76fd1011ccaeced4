import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { ResultCode } from '@/lib/contract';
import { AddOnPayRequestSchema } from '@/lib/schemas/add-ons';
import { siteUrl } from '@/lib/site-origin';
import { addOnOrder } from '@/lib/upstream/add-ons';
import { paymentApply } from '@/lib/upstream/payment';
import { callForOrder } from '../../_lib/order-scope';
import { paymentIdempotencyKey } from '../../payment/_lib/payment-request';

export const dynamic = 'force-dynamic';

/** The gateway's result type of an add-on order: its return page is /ancillaryConfirm, which follows the order. */
export const ADD_ON_RESULT_TYPE = 'ancillary';

/**
 * POST /api/add-ons/pay {orderNo, addOnOrderNo, attempt} → {url}: the gateway page for an add-on order (issue
 * 15 §2; decision 28). What is due comes from the add-on order, read in the ticket order's scope (the member's token
 * or the seal's proof), never from the browser: only an order waiting for payment with something to pay is sent
 * (else ORDER_NOT_PAYABLE). The gateway returns to /{locale}/ancillaryConfirm/{orderNo} with its signed query
 * (type ancillary), where the page verifies it and follows the add-on order.
 */
export const POST = bffRoute(
  addOns.pay,
  {
    body: AddOnPayRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `add-ons-pay:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const { orderNo, addOnOrderNo, attempt } = context.body;
    const read = await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      addOnOrder(upstream, { orderNo, addOnOrderNo, visitor }),
    );
    if (!read.ok) return context.fail(read.code);
    const order = read.data;
    if (order.state !== 'PENDING_PAYMENT' || order.payAmount <= 0) return context.fail(ResultCode.ORDER_NOT_PAYABLE);
    const result = await paymentApply(
      await context.upstream(),
      {
        orderNo: order.orderNo,
        amount: order.payAmount,
        currency: order.currency,
        type: ADD_ON_RESULT_TYPE,
        webCallbackUrl: siteUrl(`/${context.locale}/ancillaryConfirm/${encodeURIComponent(orderNo)}`).toString(),
      },
      paymentIdempotencyKey(order.orderNo, 'GATEWAY', attempt),
    );
    return context.reply(result, (data) => ({ url: data.url }));
  },
);
