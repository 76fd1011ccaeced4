'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { configureBffFetch } from '@/lib/api/bff-fetch';
import { Toaster } from '@/components/ui/toaster';
import { pushToast } from '@/components/ui/toast-store';
import { LoginDialog } from './login-dialog';
import { MaintenancePoller } from './maintenance-poller';

/** Client-side plumbing every page shares: queries, the toast queue, the login dialog, the shutdown poll. */
export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 0, refetchOnWindowFocus: false } } }),
  );
  configureBffFetch({ onError: (msg) => pushToast('error', msg), networkAnomaly: t('Errors.networkAnomaly') });
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster regionLabel={t('Toast.region')} dismissLabel={t('Toast.dismiss')} />
      <LoginDialog />
      <MaintenancePoller />
    </QueryClientProvider>
  );
}
