import { z } from 'zod';
import * as seat from '@/lib/bff-client/seat-selection';
import { bffRoute } from '@/lib/bff-server/route';
import { PointsForSeatBodySchema } from '@/lib/contract';
import { pointsForSeat } from '@/lib/upstream/seat-selection';

/** The query as the browser sends it (strings): the seats' total in minor units and its currency. */
const PointsQuerySchema = z.object({
  amount: z.coerce.number().pipe(PointsForSeatBodySchema.shape.amount),
  currency: PointsForSeatBodySchema.shape.currency,
});

/**
 * GET /api/seat/points?amount=&currency= (member) → the member's points and how many may pay for `amount` (spec §7
 * getPointsInfo, getAvailableForSeat; §9 100 points = 1 unit). A visitor answers NOT_LOGGED_IN: points are a
 * member's.
 */
export const GET = bffRoute(seat.pointsForSeat, { member: true, query: PointsQuerySchema }, async (context) =>
  context.reply(await pointsForSeat(await context.upstream(), context.query)),
);
