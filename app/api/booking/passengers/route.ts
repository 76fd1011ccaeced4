import { ResultCode } from '@/lib/contract';
import { bffError, bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { savedPassengers } from '@/lib/upstream/booking';
import { openCall } from '../_lib/open';

export const dynamic = 'force-dynamic';

/** GET /api/booking/passengers (member): the saved passengers to pick from. */
export const GET = withBffErrors(async (request: Request) => {
  const open = await openCall(request, false);
  if (open instanceof Response) return open;
  if (!open.context.token) return bffError(ResultCode.NOT_LOGGED_IN, open.locale);
  return bffFrom(await savedPassengers(open.context), open.locale);
});
