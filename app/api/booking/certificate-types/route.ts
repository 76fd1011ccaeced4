import * as booking from '@/lib/bff-client/booking';
import { bffRoute } from '@/lib/bff-server/route';
import { certificateTypes } from '@/lib/upstream/system';

export const dynamic = 'force-dynamic';

/** GET /api/booking/certificate-types: idType (international routes take the passport only). */
export const GET = bffRoute(booking.certificateTypes, {}, async (context) =>
  context.reply(await certificateTypes(await context.upstream()), undefined, { cacheSeconds: 3600 }),
);
