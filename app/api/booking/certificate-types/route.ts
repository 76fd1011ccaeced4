import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { certificateTypes } from '@/lib/upstream/system';
import { openCall } from '../_lib/open';

export const dynamic = 'force-dynamic';

/** GET /api/booking/certificate-types: idType (international routes take the passport only). */
export const GET = withBffErrors(async (request: Request) => {
  const open = await openCall(request, false);
  if (open instanceof Response) return open;
  return bffFrom(await certificateTypes(open.context), open.locale, (d) => d, { cacheSeconds: 3600 });
});
