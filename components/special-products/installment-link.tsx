'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import * as specialProducts from '@/lib/bff-client/special-products';
import type { InstallmentLinkData } from '@/lib/contract/presale-installments';
import { Button } from '@/components/ui/button';
import { useVerifyCode } from '@/components/ui/verify-code-button';
import { beijingTime } from './presale-time';

type Props = {
  orderNo: string;
  /** The window's end once a first link was sent; null before. */
  interestFreeUntil: string | null;
  interestFreeDays: number;
  serverNowMs: number;
  locale: string;
};

/**
 * Asks for a presale's installment link (spec §9; decision 77) on the order's page while the balance is due: the
 * link goes by SMS to the order's phone, a new one may be asked a minute after the last (counted down here), and
 * the window the first link opened is told. Once the window has closed only the full payment below is left.
 */
export function InstallmentLinkRequest({ orderNo, interestFreeUntil, interestFreeDays, serverNowMs, locale }: Props) {
  const t = useTranslations('PresaleInstallments');
  const [until, setUntil] = useState(interestFreeUntil);
  const time = (iso: string) => beijingTime(iso, locale);
  const link = useVerifyCode<{ orderNo: string }, InstallmentLinkData>({
    prepare: () => ({ orderNo }),
    request: (body) => specialProducts.sendInstallmentLink.call(body, { quiet: true }),
    onSent: (sent) => setUntil(sent.interestFreeUntil),
    sentText: (sent) => t('sent', { phone: sent.sentTo, time: time(sent.interestFreeUntil) }),
  });
  if (until && serverNowMs >= Date.parse(until))
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="installment-window-closed">
        {t('windowClosed', { time: time(until) })}
      </p>
    );
  const waiting = link.seconds > 0;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="installment-link">
      <h3 className="font-semibold text-slate-900">{t('requestHeading')}</h3>
      <p className="text-sm text-slate-700">{t('requestHint', { days: interestFreeDays })}</p>
      {until && <p className="text-sm text-slate-800">{t('windowUntil', { time: time(until) })}</p>}
      <Button variant="outline" onClick={() => void link.send()} busy={link.busy} disabled={waiting}>
        {waiting ? t('resendIn', { seconds: link.seconds }) : link.sentOnce || until ? t('resend') : t('send')}
      </Button>
      <p
        role="status"
        className={`text-sm break-words ${link.note?.ok ? 'text-green-800' : 'text-red-700'}`}
        data-testid="installment-link-note"
      >
        {link.note?.text ?? ''}
      </p>
    </div>
  );
}
