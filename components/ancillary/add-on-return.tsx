'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import * as addOns from '@/lib/bff-client/add-ons';
import * as orders from '@/lib/bff-client/orders';
import type { AddOnOrder } from '@/lib/contract/add-ons';
import { AddOnOrderView } from './add-on-order-view';
import { AddOnPayButton } from './add-on-pay-button';

/** airline-api applies a paid add-on order in the background: ask every 2 s, for a minute, then let the buyer ask. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;

/** The gateway's signed return query, passed to the BFF unchanged (it checks it). */
export type AddOnReturnQuery = Parameters<typeof orders.verifyPayment.call>[0];

type Props = {
  /** The ticket order the add-ons are for. */
  orderNo: string;
  /** The add-on order to follow: named by the gateway's return (verified first) or by the page's query. */
  ancillaryOrderNo: string;
  returned: AddOnReturnQuery | null;
  locale: string;
};

type Poll =
  | { state: 'verifying' }
  | { state: 'invalid' }
  | { state: 'unavailable' }
  | { state: 'ready'; order: AddOnOrder; gaveUp: boolean };

/**
 * /ancillaryConfirm after the gateway (issue 15 §2; decision 28): the return is verified by the BFF first (a tampered
 * one is refused and never shows "paid"), then the add-on order is read, and followed while airline-api applies it.
 * Done: what was bought, its price parts and statuses; a failed or cancelled payment can be paid again while the
 * order waits. Without a return query the page shows the order as it stands.
 */
export function AddOnReturn({ orderNo, ancillaryOrderNo, returned, locale }: Props) {
  const t = useTranslations('AncillaryOrder');
  const [poll, setPoll] = useState<Poll>({ state: 'verifying' });
  const [round, setRound] = useState(0);
  const pay = returned?.pay ?? null;

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const load = async (attempt: number) => {
      const result = await addOns.order.call({ orderNo, ancillaryOrderNo }, { quiet: true });
      if (stopped) return;
      if (!result.ok) return setPoll({ state: 'unavailable' });
      const order = result.data;
      const applying = order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');
      const gaveUp = applying && attempt >= POLL_ATTEMPTS;
      setPoll({ state: 'ready', order, gaveUp });
      if (applying && !gaveUp) timer = window.setTimeout(() => void load(attempt + 1), POLL_INTERVAL_MS);
    };
    const start = async () => {
      if (returned) {
        const verified = await orders.verifyPayment.call(returned, { quiet: true });
        if (stopped) return;
        if (!verified.ok || verified.data.orderNo !== ancillaryOrderNo) return setPoll({ state: 'invalid' });
      }
      await load(1);
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [orderNo, ancillaryOrderNo, returned, pay, round]);

  if (poll.state === 'verifying')
    return (
      <p role="status" className="text-slate-700">
        {t('return.verifying')}
      </p>
    );
  if (poll.state === 'invalid')
    return (
      <p
        role="alert"
        className="rounded-md bg-red-50 p-4 font-semibold text-red-800"
        data-testid="addon-return-invalid"
      >
        {t('return.invalid')}
      </p>
    );
  if (poll.state === 'unavailable')
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
        {t('return.unavailable')}
      </p>
    );
  const { order, gaveUp } = poll;
  const applying = order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');
  const title = applying
    ? t('return.applying')
    : order.state === 'DONE'
      ? t('return.done')
      : order.state === 'PENDING_PAYMENT'
        ? pay === 'cancel'
          ? t('return.payCancelled')
          : pay === 'fail'
            ? t('return.payFailed')
            : t('return.pending')
        : order.state === 'FAILED'
          ? t('return.failed')
          : t('return.cancelled');
  const tone =
    order.state === 'DONE'
      ? 'bg-green-50 text-green-900'
      : applying
        ? 'bg-amber-50 text-amber-900'
        : order.state === 'PENDING_PAYMENT'
          ? 'bg-amber-50 text-amber-900'
          : 'bg-red-50 text-red-800';
  return (
    <div className="space-y-4" aria-live="polite" data-testid="addon-return">
      <p className={`rounded-md p-4 text-lg font-semibold ${tone}`} data-testid="addon-return-heading">
        {title}
      </p>
      {applying && gaveUp && (
        <div className="space-y-2">
          <p className="text-slate-700">{t('return.applyingSlow')}</p>
          <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
            {t('return.checkAgain')}
          </Button>
        </div>
      )}
      <AddOnOrderView order={order} locale={locale}>
        {!applying && <AddOnPayButton orderNo={orderNo} order={order} locale={locale} />}
      </AddOnOrderView>
    </div>
  );
}
