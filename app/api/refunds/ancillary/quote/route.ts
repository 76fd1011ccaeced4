import * as ancillaryRefunds from '@/lib/bff-client/ancillary-refunds';
import { bffRoute } from '@/lib/bff-server/route';
import { AncillaryRefundQuoteBodySchema } from '@/lib/contract';
import { OrderNoSchema } from '@/lib/schemas/order';
import { ancillaryRefundQuote } from '@/lib/upstream/ancillary-refunds';
import { callForOrder } from '../../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** The quote as the browser asks it: the order and the add-ons; never a proof. */
const QuoteRequestSchema = AncillaryRefundQuoteBodySchema.omit({ visitor: true }).extend({ orderNo: OrderNoSchema });

/**
 * POST /api/refunds/ancillary/quote {orderNo, addOnIds} → the add-ons' lines, the total amount and points, and the
 * route the money goes back by (decision 26). Nothing is recorded. The scope is the member's token or the visitor
 * order seal's proof, never one from the body; 60 quotes a minute per address.
 */
export const POST = bffRoute(
  ancillaryRefunds.quote,
  {
    body: QuoteRequestSchema,
    // One quote per change of the choice, as the ticket refund's quote (app/api/refunds/_lib/order-scope.ts).
    limit: ({ ip }) => (ip ? [{ key: `ancillary-refund-quote:ip:${ip}`, limit: 60 }] : []),
  },
  async (context) => {
    const { body } = context;
    return context.reply(
      await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
        ancillaryRefundQuote(upstream, { ...body, visitor }),
      ),
    );
  },
);
