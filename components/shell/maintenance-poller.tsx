'use client';

import { useEffect } from 'react';
import * as site from '@/lib/bff-client/site';

export const SHUTDOWN_POLL_MS = 60_000;

/** Open tabs ask every 60 s whether the site went into maintenance (spec §7, §9). */
export function MaintenancePoller() {
  useEffect(() => {
    if (window.location.pathname.endsWith('/Upgrading')) return;
    const id = window.setInterval(async () => {
      // Quiet: a failed poll (unreachable, not JSON, an error answer) changes nothing; the next one tries again.
      // The answer is sent with cache-control no-store, so every poll reaches the server.
      const result = await site.maintenanceStatus.call(undefined, { quiet: true });
      if (result.ok && result.data.on) {
        const from = window.location.pathname + window.location.search;
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- leaving for the Upgrading page drops the whole client state on purpose
        window.location.assign(`/zh-CN/Upgrading?from=${encodeURIComponent(from)}`);
      }
    }, SHUTDOWN_POLL_MS);
    return () => window.clearInterval(id);
  }, []);
  return null;
}
