'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import * as account from '@/lib/bff-client/account';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { QrStatus } from '@/lib/contract/member-login';

const QR_POLL_MS = 2000;
/** Nothing more can happen to a code in these states: the poll stops. */
const FINAL = new Set<QrStatus>(['CONFIRMED', 'EXPIRED', 'CANCELLED']);

/**
 * QR login (spec §1): the airline app (airline-api's sandbox scanner) scans and confirms; this panel polls
 * every 2 s and logs in once confirmed. No QR library is installed, so the content is shown as a link.
 */
export function QrLogin({ active, onLoggedIn }: { active: boolean; onLoggedIn: () => void }) {
  const t = useTranslations('Login');
  // Each code is new (share: false); a failed one also shows the error toast.
  const created = useBffQuery(account.qrCreate, {}, { enabled: active, share: false, quiet: false });
  const qr = created.data ?? null;
  const polled = useBffQuery(
    account.qrStatus,
    { qrId: qr?.qrId ?? '' },
    {
      enabled: active && qr !== null && !created.isError,
      // The first ask comes one interval after the code is shown; a failed ask leaves the status as it was.
      refetchOnMount: false,
      refetchIntervalMs: (answer) => (answer && FINAL.has(answer.status) ? false : QR_POLL_MS),
    },
  );
  const status: QrStatus | 'FAILED' = created.isError ? 'FAILED' : (polled.data?.status ?? 'WAITING');

  const confirmed = status === 'CONFIRMED';
  const loggedIn = useRef(onLoggedIn);
  useEffect(() => {
    loggedIn.current = onLoggedIn;
  });
  useEffect(() => {
    if (confirmed) loggedIn.current();
  }, [confirmed]);

  const ended = status === 'EXPIRED' || status === 'CANCELLED' || status === 'FAILED';
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p>{t('qrIntro')}</p>
      {qr && !ended && (
        <div className="space-y-2 rounded-md border border-slate-300 bg-white p-3">
          <p className="break-all font-mono text-xs text-slate-700" data-testid="qr-content">
            {qr.content}
          </p>
          <a
            href={qr.content}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'primary' })}
          >
            {t('qrOpenScanner')}
          </a>
        </div>
      )}
      <p role="status" className="min-h-5 font-medium">
        {status === 'SCANNED'
          ? t('qrScanned')
          : status === 'CONFIRMED'
            ? t('qrConfirmed')
            : status === 'EXPIRED' || status === 'CANCELLED'
              ? t('qrExpired')
              : status === 'FAILED'
                ? t('qrFailed')
                : qr
                  ? t('qrWaiting')
                  : ''}
      </p>
      {ended && (
        <Button variant="outline" onClick={() => void created.refetch()}>
          {t('qrRefresh')}
        </Button>
      )}
    </div>
  );
}
