import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { AddOnRefundQuoteBodySchema } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { addOnRefundQuote } from '@/lib/upstream/add-on-refunds';
import { callForOrder } from '../../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The quote as the browser asks it: the order and the add-ons; never a proof. */
const QuoteRequestSchema = AddOnRefundQuoteBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/refunds/add-ons/quote {orderNo, addOnIds} → the add-ons' lines, the total amount and points, and the
 * route the money goes back by (decision 26). Nothing is recorded. The scope is the member's token or the visitor
 * order seal's proof, never one from the body; 60 quotes a minute per address.
 */
export const POST = bffRoute(
  addOnRefunds.quote,
  {
    body: QuoteRequestSchema,
    // One quote per change of the choice, as the ticket refund's quote (app/api/refunds/_lib/order-scope.ts).
    limit: ({ ip }) => (ip ? [{ key: `ancillary-refund-quote:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        addOnRefundQuote(upstream, { ...body, visitor }),
      ),
    );
  },
);
