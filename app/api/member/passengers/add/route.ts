import * as memberPassengers from '@/lib/bff-client/member-passengers';
import { bffRoute } from '@/lib/bff-server/route';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSavedPassenger } from '@/lib/domain/saved-passenger-rules';
import { SavedPassengerFormSchema, savedPassengerBody } from '@/lib/schemas/member-passengers';
import { addSavedPassenger } from '@/lib/upstream/member-passengers';
import { passengerRefusal } from '../_lib/answer';

/** POST /api/member/passengers/add: the rules beside their fields, then airline-api (maximum, duplicate). */
export const POST = bffRoute(
  memberPassengers.addPassenger,
  { member: true, body: SavedPassengerFormSchema },
  async (context) => {
    const issues = validateSavedPassenger(context.body, airlineToday());
    if (Object.keys(issues).length) return context.fieldErrors(issues);
    const result = await addSavedPassenger(await context.upstream(), savedPassengerBody(context.body));
    return passengerRefusal(result, context) ?? context.reply(result);
  },
);
