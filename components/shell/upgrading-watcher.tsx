'use client';

import { useEffect } from 'react';
import { SHUTDOWN_POLL_MS } from './maintenance-poller';

/** On the Upgrading page: poll every 60 s and go back once maintenance is off. */
export function UpgradingWatcher({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    const id = window.setInterval(async () => {
      try {
        const res = await fetch('/api/system/maintenance', { cache: 'no-store' });
        const body = (await res.json()) as { data?: { on?: boolean } };
        if (body.data && body.data.on === false) window.location.assign(returnTo);
      } catch {
        // Still down or unreachable: stay here.
      }
    }, SHUTDOWN_POLL_MS);
    return () => window.clearInterval(id);
  }, [returnTo]);
  return null;
}
