'use client';

import { useEffect } from 'react';
import * as site from '@/lib/bff-client/site';
import { SHUTDOWN_POLL_MS } from './maintenance-poller';

/** On the Upgrading page: poll every 60 s and go back once maintenance is off. */
export function UpgradingWatcher({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    const id = window.setInterval(async () => {
      // Quiet: still down, unreachable or not JSON, stay here (the answer is never cached: no-store).
      const result = await site.maintenanceStatus.call(undefined, { quiet: true });
      if (result.ok && result.data.on === false) window.location.assign(returnTo);
    }, SHUTDOWN_POLL_MS);
    return () => window.clearInterval(id);
  }, [returnTo]);
  return null;
}
