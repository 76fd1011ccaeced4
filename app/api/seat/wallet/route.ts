import { callForTrip } from '@/app/api/check-in/_lib/trip-access';
import { walletPayAddOn } from '@/app/api/payment/_lib/add-on-payment';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { addOnOrder } from '@/lib/upstream/seat-selection';
import { PayBodySchema, RESULT_TYPE } from '../pay/route';

/**
 * POST /api/seat/wallet {orderNo, segmentIndex, addOnOrderNo, attempt?} → {orderNo, orderStatus, requestNo,
 * paymentReturn}: a member pays an own add-on order of seats from the wallet once the page has asked to confirm the
 * amount (decision 49). What is due comes from the add-on order read in the parent order's scope, never from the
 * browser; the answer is the signed return the gateway would have sent (type checkin), which /result verifies.
 */
export const POST = bffRoute(seat.payByWallet, { member: true, body: PayBodySchema }, async (context) => {
  const { orderNo, addOnOrderNo, segmentIndex, attempt } = context.body;
  const read = await callForTrip(context.locale, orderNo, (upstream, visitor) =>
    addOnOrder(upstream, { orderNo, segmentIndex, addOnOrderNo, visitor }),
  );
  const result = await walletPayAddOn(await context.upstream(), read, RESULT_TYPE, attempt);
  return context.reply(result, (data) => ({
    orderNo: data.orderNo,
    orderStatus: data.orderStatus,
    requestNo: data.requestNo,
    paymentReturn: data.paymentReturn,
  }));
});
