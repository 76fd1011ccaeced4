import { bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { isMaintenanceOn } from '@/lib/maintenance';

export const dynamic = 'force-dynamic';

/** What open tabs poll every 60 s (spec §7 shutdown key). */
export const GET = withBffErrors(async () => bffOk({ on: await isMaintenanceOn() }));
