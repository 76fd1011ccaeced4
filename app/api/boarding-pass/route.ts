import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { bffRoute } from '@/lib/bff-server/route';
import { BoardingPassQuerySchema, ResultCode } from '@/lib/contract';
import { boardingPassRequest, boardingPasses } from '@/lib/upstream/boarding-pass';

export const dynamic = 'force-dynamic';

/**
 * GET /api/boarding-pass?orderNo=&segment= (spec §2 /checkin/printBoardingPass; decision 20): one segment's
 * boarding passes, each with its BCBP string, for the member of the session or for the visitor whose
 * check-in seal holds the order's proof (never a proof from the query). No pass (not checked in, cancelled,
 * another's order, no proof) is NOT_FOUND. Never cached: the passes are personal.
 */
export const GET = bffRoute(
  boardingPass.passes,
  {
    query: BoardingPassQuerySchema,
    limit: ({ ip }) => (ip ? [{ key: `boarding-pass:read:ip:${ip}`, limit: 30 }] : []),
  },
  async (context) => {
    const upstream = await context.upstream();
    const body = await boardingPassRequest(upstream, context.query.orderNo, context.query.segment);
    if (!body) return context.fail(ResultCode.NOT_FOUND);
    return context.reply(await boardingPasses(upstream, body));
  },
);
