import { z } from 'zod';
import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { passengerModifyCheck } from '@/lib/upstream/passenger-modify';
import { callForOrder } from '../../_lib/order-scope';

const CheckQuerySchema = z.object({ orderNo: OrderNoSchema });

/**
 * GET /api/passenger-modify/check?orderNo= → the order's passengers and whether each one's name or document may
 * be changed (spec §5 'some passengers are not eligible', §8 'does not support change name/certificate'). Nothing
 * is recorded. The scope is the member's token or the visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(passengerModify.check, { query: CheckQuerySchema }, async (context) => {
  const { orderNo } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      passengerModifyCheck(upstream, { orderNo, visitor }),
    ),
  );
});
