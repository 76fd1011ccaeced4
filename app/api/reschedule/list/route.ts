import { z } from 'zod';
import * as reschedule from '@/lib/bff-client/reschedule';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { rescheduleList } from '@/lib/upstream/reschedule';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const ListQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/reschedule/list?orderNo= → the rescheduled orders of this original order, newest first, with their
 * spec §4 change-date payment statuses (the order pages list them). The scope is the member's token or the
 * visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(reschedule.list, { query: ListQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) => rescheduleList(upstream, { orderNo, visitor })),
  );
});
