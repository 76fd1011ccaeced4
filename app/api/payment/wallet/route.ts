import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { WalletPayRequestSchema } from '@/lib/schemas/order';
import { memberOrError } from '@/lib/session';
import { myFlightOrder } from '@/lib/upstream/orders';
import { walletPay } from '@/lib/upstream/payment';
import { badRequest, jsonBody, openCall, paymentIdempotencyKey } from '../../orders/_lib/open';

/**
 * POST /api/payment/wallet {orderNo, attempt?} → {orderNo, orderStatus}: a member with walletStatus T pays
 * an own order from the balance ('insufficient wallet balance' otherwise).
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const member = await memberOrError(locale);
  if (member instanceof Response) return member;
  const body = WalletPayRequestSchema.safeParse(await jsonBody(request));
  if (!body.success) return badRequest(locale);
  const context = await upstreamContextFor(locale);
  const order = await myFlightOrder(context, body.data.orderNo);
  if (!order.ok) return bffError(order.code, locale);
  if (order.data.price.actualAmount <= 0) return bffError(ResultCode.ORDER_NOT_PAYABLE, locale);
  const result = await walletPay(
    context,
    { orderNo: order.data.orderNo, amount: order.data.price.actualAmount, currency: order.data.price.currency },
    paymentIdempotencyKey(order.data.orderNo, 'WALLET', body.data.attempt),
  );
  return bffFrom(result, locale, (data) => ({ orderNo: data.orderNo, orderStatus: data.orderStatus }));
});
