import * as irregular from '@/lib/bff-client/irregular';
import { IrregularFlightsBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { irregularFlights } from '@/lib/upstream/irregular';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const FlightsRequestSchema = IrregularFlightsBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/irregular/flights {orderNo, segmentIndex, items, date} → the flights a free change may move to on that
 * date (decision 32; spec §2 /ancillary/normalModify). The scope is the member's token or the visitor order seal's
 * proof; an unaffected flight answers IRREGULAR_NOT_AFFECTED, a date outside the window IRREGULAR_OUTSIDE_WINDOW.
 */
export const POST = bffRoute(
  irregular.flights,
  {
    body: FlightsRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `irregular-flights:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        irregularFlights(upstream, { ...body, visitor }),
      ),
    );
  },
);
