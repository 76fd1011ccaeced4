import * as memberPassengers from '@/lib/bff-client/member-passengers';
import { bffRoute } from '@/lib/bff-server/route';
import { SavedPassengerDeleteSchema } from '@/lib/schemas/member-passengers';
import { deleteSavedPassenger } from '@/lib/upstream/member-passengers';

/** POST /api/member/passengers/delete: one of the member's saved passengers. */
export const POST = bffRoute(
  memberPassengers.deletePassenger,
  { member: true, body: SavedPassengerDeleteSchema },
  async (context) => context.reply(await deleteSavedPassenger(await context.upstream(), context.body)),
);
