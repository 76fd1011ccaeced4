import { proofLimits } from '@/app/api/_lib/proof-limits';
import * as selfService from '@/lib/bff-client/self-service';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import { SelfServiceFindBodySchema } from '@/lib/contract';
import { tripNumberOf, tripQueryIssues } from '@/lib/domain/self-service-rules';
import { readSession } from '@/lib/session';
import { selfServiceTrip } from '@/lib/upstream/self-service';

export const dynamic = 'force-dynamic';

/**
 * POST /api/self-service/trip (decision 31; spec §2 /ancillary/selfService). With a passenger's name
 * and the contact phone, the visitor's proof is sent (no token) and, when it opens the order, remembered in the
 * visitor order seal (sf_orders, decision 6), so the service pages the hall leads to open it. Without them, the
 * member's own order by the token, or an order this browser already holds a proof of (callForOrder). Limited per
 * address and number and per address as the order lookup is (proofLimits); airline-api counts failed proofs too.
 */
export const POST = bffRoute(
  selfService.trip,
  {
    body: SelfServiceFindBodySchema,
    limit: ({ ip, body }) => proofLimits('self-service', ip, body.number),
  },
  async (context) => {
    const { body } = context;
    const session = await readSession();
    const visitor = body.passengerName.trim() !== '' || body.mobile.trim() !== '' || !session;
    const issues = tripQueryIssues(body, !visitor);
    if (Object.keys(issues).length > 0) return context.fieldErrors(issues);
    const number = tripNumberOf(body.number)!;
    const upstream = await context.upstream();
    if (visitor) {
      const proof = { passengerName: body.passengerName.trim(), mobile: body.mobile.trim() };
      const result = await selfServiceTrip(upstream, { number, visitor: proof });
      if (!result.ok) return context.reply(result);
      await context.refundLimits();
      const response = bffOk(result.data);
      await rememberOrderForVisitor(response, { orderNo: result.data.orderNo, ...proof });
      return response;
    }
    if (number.kind === 'ticket') return context.reply(await selfServiceTrip(upstream, { number }));
    return context.reply(
      await callForOrder(context.locale, number.orderNo, (ctx, proof) =>
        selfServiceTrip(ctx, { number, visitor: proof }),
      ),
    );
  },
);
