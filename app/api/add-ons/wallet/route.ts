import * as addOns from '@/lib/bff-client/add-ons';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnPayRequestSchema } from '@/lib/schemas/add-ons';
import { addOnOrderDetail } from '@/lib/upstream/add-ons';
import { callForOrder } from '../../_lib/order-scope';
import { walletPayAddOn } from '../../payment/_lib/add-on-payment';
import { ADD_ON_RESULT_TYPE } from '../pay/route';

export const dynamic = 'force-dynamic';

/**
 * POST /api/add-ons/wallet {orderNo, addOnOrderNo, attempt} → {orderNo, orderStatus, requestNo, paymentReturn}: a
 * member pays an own add-on order from the wallet once the page has asked to confirm the amount (decision 49). What
 * is due comes from the add-on order read in the ticket order's scope, never from the browser; the answer is the
 * signed return the gateway would have sent (type ancillary), which /ancillaryConfirm/{orderNo} verifies.
 */
export const POST = bffRoute(addOns.payByWallet, { member: true, body: AddOnPayRequestSchema }, async (context) => {
  const { orderNo, addOnOrderNo, attempt } = context.body;
  const read = await callForOrder(context.locale, orderNo, (upstream, visitor) =>
    addOnOrderDetail(upstream, { orderNo, addOnOrderNo, visitor }),
  );
  const result = await walletPayAddOn(await context.upstream(), read, ADD_ON_RESULT_TYPE, attempt);
  return context.reply(result, (data) => ({
    orderNo: data.orderNo,
    orderStatus: data.orderStatus,
    requestNo: data.requestNo,
    paymentReturn: data.paymentReturn,
  }));
});
