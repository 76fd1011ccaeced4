import { z } from 'zod';
import * as addPeople from '@/lib/bff-client/add-people';
import { bffRoute } from '@/lib/bff-server/route';
import { AddPeopleTypeSchema } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addPeopleCheck } from '@/lib/upstream/add-people';
import { callForOrder } from '../../_lib/order-scope';

const CheckQuerySchema = z.object({ orderNo: OrderNoSchema, type: AddPeopleTypeSchema });

/**
 * GET /api/add-people/check?orderNo=&type=CHD|INF → the order's adults (each with why they may not bring one now:
 * spec §8 'a passenger under 18 cannot add a child or infant', 'cannot add child/infant: limit reached') and what
 * the new passenger costs on each segment still to fly. Nothing is recorded. The scope is the member's token or the
 * visitor order seal's proof; another's order is NOT_FOUND.
 */
export const GET = bffRoute(addPeople.check, { query: CheckQuerySchema }, async (context) => {
  const { orderNo, type } = context.query;
  return context.reply(
    await callForOrder(context.locale, orderNo, (upstream, visitor) =>
      addPeopleCheck(upstream, { orderNo, visitor, type }),
    ),
  );
});
