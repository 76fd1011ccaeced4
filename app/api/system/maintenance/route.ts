import * as site from '@/lib/bff-client/site';
import { bffOk } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { isMaintenanceOn } from '@/lib/maintenance';

export const dynamic = 'force-dynamic';

/** What open tabs poll every 60 s (spec §7 shutdown key); it answers during maintenance, which is its point. */
export const GET = bffRoute(site.maintenanceStatus, { maintenance: false }, async () =>
  bffOk({ on: await isMaintenanceOn() }),
);
