'use client';

import { useEffect } from 'react';

export const SHUTDOWN_POLL_MS = 60_000;

/** Open tabs ask every 60 s whether the site went into maintenance (spec §7, §9). */
export function MaintenancePoller() {
  useEffect(() => {
    if (window.location.pathname.endsWith('/Upgrading')) return;
    const id = window.setInterval(async () => {
      try {
        const res = await fetch('/api/system/maintenance', { cache: 'no-store' });
        const body = (await res.json()) as { data?: { on?: boolean } };
        if (body.data?.on) {
          const from = window.location.pathname + window.location.search;
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- leaving for the Upgrading page drops the whole client state on purpose
          window.location.assign(`/zh-CN/Upgrading?from=${encodeURIComponent(from)}`);
        }
      } catch {
        // A failed poll changes nothing; the next one tries again.
      }
    }, SHUTDOWN_POLL_MS);
    return () => window.clearInterval(id);
  }, []);
  return null;
}
