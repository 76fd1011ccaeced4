'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { configureBffFetch } from '@/lib/bff-client/bff-fetch';
import { Toaster } from '@/components/ui/toaster';
import { pushToast } from '@/components/ui/toast-store';
import { LoginDialog } from './login-dialog';
import { BlackBoxRefresher } from './black-box-refresher';
import { MaintenancePoller } from './maintenance-poller';

/** Client-side plumbing every page shares: toasts, the login dialog, the shutdown poll (client reads go through useBffQuery, decision 41). */
export function AppProviders({ children }: { children: ReactNode }) {
  const t = useTranslations();
  configureBffFetch({ onError: (msg) => pushToast('error', msg), networkAnomaly: t('Errors.networkAnomaly') });
  return (
    <>
      {children}
      <Toaster regionLabel={t('Toast.region')} dismissLabel={t('Toast.dismiss')} />
      <LoginDialog />
      <MaintenancePoller />
      <BlackBoxRefresher />
    </>
  );
}
