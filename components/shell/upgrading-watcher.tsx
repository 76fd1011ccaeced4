'use client';

import { useEffect } from 'react';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as site from '@/lib/bff-client/site';
import { SHUTDOWN_POLL_MS } from './maintenance-poller';

/** On the Upgrading page: poll every 60 s and go back once maintenance is off (still down or unreachable: stay). */
export function UpgradingWatcher({ returnTo }: { returnTo: string }) {
  const { data } = useBffQuery(site.maintenanceStatus, undefined, {
    refetchOnMount: false,
    refetchIntervalMs: SHUTDOWN_POLL_MS,
  });
  const off = data?.on === false;
  useEffect(() => {
    if (off) fullPageLoad(returnTo);
  }, [off, returnTo]);
  return null;
}
