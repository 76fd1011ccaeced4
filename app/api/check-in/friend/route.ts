import * as checkIn from '@/lib/bff-client/check-in';
import { bffRoute } from '@/lib/bff-server/route';
import { addFriendTrip } from '@/lib/upstream/check-in';
import { FriendTripBodySchema, proofSubject } from '../_lib/proof-body';

/** As the visitor lookup: a member guessing names of others' tickets is limited per address (decision 12). */
const FRIEND_PER_IP = 10;
const FRIEND_PER_TICKET = 5;

/**
 * POST /api/check-in/friend {ticketNo, name} (member) → the trip added (spec §7 selectFriendOptionalSeatTravel,
 * decision 21): another traveller's trip the member may then check in. A wrong name or ticket is NOT_FOUND.
 */
export const POST = bffRoute(
  checkIn.addFriendTrip,
  {
    member: true,
    body: FriendTripBodySchema,
    limit: ({ ip, body }) =>
      ip
        ? [
            { key: `checkin:friend:ip:${ip}`, limit: FRIEND_PER_IP },
            { key: `checkin:friend:${ip}:${proofSubject(body)}`, limit: FRIEND_PER_TICKET },
          ]
        : [],
  },
  async (context) => context.reply(await addFriendTrip(await context.upstream(), context.body)),
);
