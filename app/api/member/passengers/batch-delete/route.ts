import * as memberPassengers from '@/lib/bff-client/member-passengers';
import { bffRoute } from '@/lib/bff-server/route';
import { SavedPassengerBatchDeleteSchema } from '@/lib/schemas/member-passengers';
import { batchDeleteSavedPassengers } from '@/lib/upstream/member-passengers';

/** POST /api/member/passengers/batch-delete: the selected saved passengers, all or none. */
export const POST = bffRoute(
  memberPassengers.batchDeletePassengers,
  { member: true, body: SavedPassengerBatchDeleteSchema },
  async (context) => context.reply(await batchDeleteSavedPassengers(await context.upstream(), context.body)),
);
