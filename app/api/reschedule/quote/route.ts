import * as reschedule from '@/lib/bff-client/reschedule';
import { RescheduleQuoteBodySchema } from '@/lib/contract';
import { bffRoute } from '@/lib/bff-server/route';
import { OrderNoSchema } from '@/lib/schemas/order';
import { rescheduleQuote } from '@/lib/upstream/reschedule';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The quote as the browser asks it: the order, the items and a new fare per segment; never a proof. */
const QuoteRequestSchema = RescheduleQuoteBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/reschedule/quote {orderNo, items, choices} → spec §3 change-date cost: per passenger and segment the
 * old and new fare, the difference, the fee and its rate, and the totals (ticket price, difference, fee, total).
 * Nothing is recorded. The scope is the member's token or the visitor order seal's proof, never one from the
 * body; another's order is NOT_FOUND.
 */
export const POST = bffRoute(
  reschedule.quote,
  {
    body: QuoteRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `reschedule-quote:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        rescheduleQuote(upstream, { ...body, visitor }),
      ),
    );
  },
);
