'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import * as addOns from '@/lib/bff-client/add-ons';
import * as orders from '@/lib/bff-client/orders';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { Money } from '@/lib/contract';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
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
  addOnOrderNo: string;
  returned: AddOnReturnQuery | null;
  locale: string;
  /** The member's balance when their wallet is open: the order waiting for payment may be paid from it. */
  wallet?: Money | null;
};

type Poll =
  | { state: 'verifying' }
  | { state: 'invalid' }
  | { state: 'unavailable' }
  | { state: 'ready'; order: AddOnOrderDetail; gaveUp: boolean };

const isApplying = (order: AddOnOrderDetail, pay: string | null) =>
  order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');

/**
 * The return verified (when there is one), then the add-on order read, and again every 2 s after each answer while
 * it is applied, 30 times. `round` (the buyer's "check again") verifies and reads afresh; the last round's reading
 * stays shown until the new one answers.
 */
function useAddOnPoll(orderNo: string, addOnOrderNo: string, returned: AddOnReturnQuery | null, round: number) {
  const pay = returned?.pay ?? null;
  const verify = useBffQuery(orders.verifyPayment, returned ?? {}, {
    enabled: returned !== null,
    round,
    keepPrevious: true,
  });
  const verified = verify.data?.orderNo === addOnOrderNo && !verify.isError;
  const read = useBffQuery(
    addOns.order,
    { orderNo, addOnOrderNo },
    {
      enabled: returned === null || (verified && !verify.isPlaceholderData),
      round,
      keepPrevious: true,
      refetchIntervalMs: (order, attempts, isError) =>
        order && !isError && isApplying(order, pay) && attempts < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false,
    },
  );
  let poll: Poll;
  if (returned && verify.isPending) poll = { state: 'verifying' };
  else if (returned && !verified) poll = { state: 'invalid' };
  else if (read.isError) poll = { state: 'unavailable' };
  else if (!read.data) poll = { state: 'verifying' };
  else {
    const gaveUp = isApplying(read.data, pay) && (read.isPlaceholderData || read.settledCount >= POLL_ATTEMPTS);
    poll = { state: 'ready', order: read.data, gaveUp };
  }
  return poll;
}

/**
 * /ancillaryConfirm after the gateway (decision 28): the return is verified by the BFF first (a tampered
 * one is refused and never shows "paid"), then the add-on order is read, and followed while airline-api applies it.
 * Done: what was bought, its price parts and statuses; a failed or cancelled payment can be paid again while the
 * order waits. Without a return query the page shows the order as it stands.
 */
export function AddOnReturn({ orderNo, addOnOrderNo, returned, locale, wallet = null }: Props) {
  const t = useTranslations('AddOnOrder');
  const [round, setRound] = useState(0);
  const pay = returned?.pay ?? null;
  const poll = useAddOnPoll(orderNo, addOnOrderNo, returned, round);

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
  const applying = isApplying(order, pay);
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
        {!applying && <AddOnPayButton orderNo={orderNo} order={order} locale={locale} wallet={wallet} />}
      </AddOnOrderView>
    </div>
  );
}
