import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { PaymentVerifyRequestSchema } from '@/lib/schemas/order';
import { verifyReturn } from '@/lib/upstream/payment';
import { jsonBody, openCall } from '../../orders/_lib/open';

/**
 * POST /api/payment/verify (the /result query) → {orderNo, pay, orderStatus}. The gateway's redirect is
 * only a notification: airline-api checks its signature, payment, order and amount. Verifying again is
 * harmless (the first result of a payment stands).
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const query = PaymentVerifyRequestSchema.safeParse(await jsonBody(request));
  if (!query.success) return bffError(ResultCode.PAYMENT_RETURN_INVALID, locale);
  const result = await verifyReturn(await upstreamContextFor(locale), query.data);
  return bffFrom(result, locale, (data) => ({ orderNo: data.orderNo, pay: data.pay, orderStatus: data.orderStatus }));
});
