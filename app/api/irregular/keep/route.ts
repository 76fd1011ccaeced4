import * as irregular from '@/lib/bff-client/irregular';
import { IrregularKeepBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { irregularKeep } from '@/lib/upstream/irregular';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const KeepRequestSchema = IrregularKeepBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/irregular/keep {orderNo, segmentIndex} → {chosenAt}: the traveller keeps the ticket of an irregular
 * flight (decision 32); recorded, nothing else changes. The scope is the member's token or the visitor order
 * seal's proof; an unaffected flight answers IRREGULAR_NOT_AFFECTED.
 */
export const POST = bffRoute(
  irregular.keep,
  {
    body: KeepRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `irregular-keep:ip:${ip}`, limit: 20 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        irregularKeep(upstream, { ...body, visitor }),
      ),
    );
  },
);
