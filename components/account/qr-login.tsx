'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import * as account from '@/lib/bff-client/account';
import type { QrStatus } from '@/lib/contract/member-login';

type Qr = { qrId: string; content: string; expiresAt: string };
const QR_POLL_MS = 2000;

/**
 * QR login (spec §1): the airline app (airline-api's sandbox scanner) scans and confirms; this panel polls
 * every 2 s and logs in once confirmed. No QR library is installed, so the content is shown as a link.
 */
export function QrLogin({ active, onLoggedIn }: { active: boolean; onLoggedIn: () => void }) {
  const t = useTranslations('Login');
  const [qr, setQr] = useState<Qr | null>(null);
  const [status, setStatus] = useState<QrStatus | 'FAILED'>('WAITING');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    void (async () => {
      const result = await account.qrCreate.call({});
      if (cancelled) return;
      if (!result.ok) return setStatus('FAILED');
      setQr(result.data);
      setStatus('WAITING');
    })();
    return () => {
      cancelled = true;
    };
  }, [active, generation]);

  useEffect(() => {
    if (!active || !qr || status === 'EXPIRED' || status === 'CANCELLED' || status === 'FAILED') return;
    const id = window.setInterval(async () => {
      const result = await account.qrStatus.call({ qrId: qr.qrId }, { quiet: true });
      if (!result.ok) return;
      setStatus(result.data.status);
      if (result.data.status === 'CONFIRMED') {
        window.clearInterval(id);
        onLoggedIn();
      }
    }, QR_POLL_MS);
    return () => window.clearInterval(id);
  }, [active, qr, status, onLoggedIn]);

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
        <Button
          variant="outline"
          onClick={() => {
            setQr(null);
            setGeneration((g) => g + 1);
          }}
        >
          {t('qrRefresh')}
        </Button>
      )}
    </div>
  );
}
