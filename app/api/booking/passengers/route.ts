import * as booking from '@/lib/bff-client/booking';
import { bffRoute } from '@/lib/bff-server/route';
import { savedPassengers } from '@/lib/upstream/booking';

export const dynamic = 'force-dynamic';

/** GET /api/booking/passengers (member): the saved passengers to pick from. */
export const GET = bffRoute(booking.savedPassengers, { member: true }, async (context) =>
  context.reply(await savedPassengers(await context.upstream())),
);
