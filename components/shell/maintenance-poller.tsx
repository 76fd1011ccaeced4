'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as site from '@/lib/bff-client/site';

export const SHUTDOWN_POLL_MS = 60_000;

/**
 * Open tabs ask every 60 s whether the site went into maintenance (spec §7, §9). The answer is sent with
 * cache-control no-store and nothing is kept here, so every poll reaches the server; a failed one (unreachable, not
 * JSON, an error answer) changes nothing, and the next one tries again.
 */
export function MaintenancePoller() {
  const upgrading = usePathname().endsWith('/Upgrading');
  const { data } = useBffQuery(site.maintenanceStatus, undefined, {
    enabled: !upgrading,
    refetchOnMount: false,
    refetchIntervalMs: SHUTDOWN_POLL_MS,
  });
  const on = data?.on === true && !upgrading;
  useEffect(() => {
    if (!on) return;
    // A full load to the Upgrading page drops the whole client state on purpose.
    const from = window.location.pathname + window.location.search;
    fullPageLoad(`/zh-CN/Upgrading?from=${encodeURIComponent(from)}`);
  }, [on]);
  return null;
}
