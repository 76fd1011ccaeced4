import { ResultCode } from '@/lib/contract';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { OrderNoSchema } from '@/lib/schemas/order';
import { openCall } from '../_lib/open';

type Params = { params: Promise<{ orderNo: string }> };

/** GET /api/orders/{orderNo} → OrderDetail: the member's own order, or a visitor's through the sf_orders seal. */
export const GET = withBffErrors(async (request: Request, { params }: Params) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const orderNo = OrderNoSchema.safeParse((await params).orderNo);
  if (!orderNo.success) return bffError(ResultCode.ORDER_NOT_FOUND, open.locale);
  const { result } = await orderForBrowser(open.locale, orderNo.data);
  return bffFrom(result, open.locale);
});
