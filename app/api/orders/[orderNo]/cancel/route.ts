import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { visitorProofFor } from '@/lib/bff-server/visitor-orders';
import { OrderNoSchema } from '@/lib/schemas/order';
import { readSession } from '@/lib/session';
import { cancelOrder } from '@/lib/upstream/orders';
import { openCall } from '../../_lib/open';

type Params = { params: Promise<{ orderNo: string }> };

/** POST /api/orders/{orderNo}/cancel → OrderDetail (cancelled): unpaid orders only (spec §2 'cancel payment'). */
export const POST = withBffErrors(async (request: Request, { params }: Params) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const orderNo = OrderNoSchema.safeParse((await params).orderNo);
  if (!orderNo.success) return bffError(ResultCode.ORDER_NOT_FOUND, locale);
  const [context, session, proof] = await Promise.all([
    upstreamContextFor(locale),
    readSession(),
    visitorProofFor(orderNo.data),
  ]);
  if (session) {
    const own = await cancelOrder(context, { orderNo: orderNo.data });
    if (own.ok || !proof || own.code !== ResultCode.ORDER_NOT_FOUND) return bffFrom(own, locale);
  }
  if (!proof) return bffError(ResultCode.ORDER_NOT_FOUND, locale);
  // Without the token airline-api checks the visitor proof instead of the member's ownership.
  return bffFrom(await cancelOrder({ ...context, token: undefined }, proof), locale);
});
