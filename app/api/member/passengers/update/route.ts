import * as memberPassengers from '@/lib/bff-client/member-passengers';
import { bffRoute } from '@/lib/bff-server/route';
import { airlineToday } from '@/lib/domain/airline-time';
import { validateSavedPassenger } from '@/lib/domain/saved-passenger-rules';
import { SavedPassengerFormUpdateSchema, savedPassengerBody } from '@/lib/schemas/member-passengers';
import { updateSavedPassenger } from '@/lib/upstream/member-passengers';
import { passengerRefusal } from '../_lib/answer';

/** POST /api/member/passengers/update: the rules beside their fields, then airline-api (365-day rule). */
export const POST = bffRoute(
  memberPassengers.updatePassenger,
  { member: true, body: SavedPassengerFormUpdateSchema },
  async (context) => {
    const { passengerId, ...form } = context.body;
    const issues = validateSavedPassenger(form, airlineToday());
    if (Object.keys(issues).length) return context.fieldErrors(issues);
    const result = await updateSavedPassenger(await context.upstream(), { ...savedPassengerBody(form), passengerId });
    return passengerRefusal(result, context) ?? context.reply(result);
  },
);
