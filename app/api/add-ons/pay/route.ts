import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnPayRequestSchema } from '@/lib/schemas/add-ons';
import { siteUrl } from '@/lib/site-origin';
import { addOnOrderDetail } from '@/lib/upstream/add-ons';
import { callForOrder } from '../../_lib/order-scope';
import { applyAddOnPayment } from '../../payment/_lib/add-on-payment';

export const dynamic = 'force-dynamic';

/** The gateway's result type of an add-on order: its return page is /ancillaryConfirm, which follows the order. */
export const ADD_ON_RESULT_TYPE = 'ancillary';

/**
 * POST /api/add-ons/pay {orderNo, addOnOrderNo, attempt} → {url}: the gateway page for an add-on order (decision
 * 28). What is due comes from the add-on order, read in the ticket order's scope (the member's token
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
      addOnOrderDetail(upstream, { orderNo, addOnOrderNo, visitor }),
    );
    const result = await applyAddOnPayment(await context.upstream(), read, {
      type: ADD_ON_RESULT_TYPE,
      returnUrl: () => siteUrl(`/${context.locale}/ancillaryConfirm/${encodeURIComponent(orderNo)}`).toString(),
      attempt,
    });
    return context.reply(result, (data) => ({ url: data.url }));
  },
);
