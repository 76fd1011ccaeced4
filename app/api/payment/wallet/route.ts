import { ResultCode } from '@/lib/contract';
import * as orders from '@/lib/bff-client/orders';
import { bffRoute } from '@/lib/bff-server/route';
import { WalletPayRequestSchema } from '@/lib/schemas/order';
import { myFlightOrder } from '@/lib/upstream/orders';
import { walletPay } from '@/lib/upstream/payment';
import { paymentIdempotencyKey } from '../_lib/payment-request';

/**
 * POST /api/payment/wallet {orderNo, attempt?} → {orderNo, orderStatus, requestNo, paymentReturn}: a member with
 * walletStatus T pays an own order from the balance ('insufficient wallet balance' otherwise), once the page has
 * asked them to confirm the amount. The answer carries the signed return a gateway would have sent, so the browser
 * goes on to /result, which verifies it and follows the order as after the gateway (decision 49). A rescheduled
 * order (type 2) is paid with the result type `reschedule`, as the gateway route does.
 */
export const POST = bffRoute(orders.payByWallet, { member: true, body: WalletPayRequestSchema }, async (context) => {
  const upstream = await context.upstream();
  const order = await myFlightOrder(upstream, context.body.orderNo);
  if (!order.ok) return context.fail(order.code);
  if (order.data.price.actualAmount <= 0) return context.fail(ResultCode.ORDER_NOT_PAYABLE);
  const result = await walletPay(
    upstream,
    {
      orderNo: order.data.orderNo,
      amount: order.data.price.actualAmount,
      currency: order.data.price.currency,
      type: order.data.orderType === 2 ? 'reschedule' : 'ticket',
    },
    paymentIdempotencyKey(order.data.orderNo, 'WALLET', context.body.attempt),
  );
  return context.reply(result, (data) => ({
    orderNo: data.orderNo,
    orderStatus: data.orderStatus,
    requestNo: data.requestNo,
    paymentReturn: data.paymentReturn,
  }));
});
