import { ResultCode } from '@/lib/contract';
import * as orders from '@/lib/bff-client/orders';
import { bffRoute } from '@/lib/bff-server/route';
import { PaymentVerifyRequestSchema } from '@/lib/schemas/order';
import { verifyReturn } from '@/lib/upstream/payment';

/**
 * POST /api/payment/verify (the /result query) → {orderNo, pay, orderStatus, failReason?}. The gateway's redirect is
 * only a notification: airline-api checks its signature, payment, order and amount. Verifying again is
 * harmless (the first result of a payment stands).
 */
export const POST = bffRoute(
  orders.verifyPayment,
  { body: PaymentVerifyRequestSchema, invalid: ResultCode.PAYMENT_RETURN_INVALID },
  async (context) =>
    context.reply(await verifyReturn(await context.upstream(), context.body), (data) => ({
      orderNo: data.orderNo,
      pay: data.pay,
      orderStatus: data.orderStatus,
      ...(data.failReason ? { failReason: data.failReason } : {}),
    })),
);
