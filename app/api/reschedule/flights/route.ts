import * as reschedule from '@/lib/bff-client/reschedule';
import { RescheduleFlightsBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { rescheduleFlights } from '@/lib/upstream/reschedule';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The body as the browser sends it: the order, the passengers and segments, a date per segment; never a proof. */
const FlightsRequestSchema = RescheduleFlightsBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/reschedule/flights {orderNo, items, dates, currency} → per segment moved, the flights of its route on
 * the date wanted with the fares of the family held, and the 7-day price strip (spec §2 /modify/selnewair;
 * decision 23). The scope is the member's token or the visitor order seal's proof, never one from the body; another's
 * order is NOT_FOUND. A traveller clicks through the strip's days, so an address may ask 60 times a minute.
 */
export const POST = bffRoute(
  reschedule.flights,
  {
    body: FlightsRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `reschedule-flights:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        rescheduleFlights(upstream, { ...body, visitor }),
      ),
    );
  },
);
