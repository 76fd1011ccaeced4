'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { Money } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { AddOnOrderItems } from './add-on-order-items';
import { AddOnPayAgain } from './add-on-pay-again';
import { Outcome, SlowCheckAgain } from './outcome';
import { formatOrderTime } from './order-format';
import { isApplying, useAddOnPoll, type Verified } from './use-add-on-poll';

type Props = {
  /** The verified gateway return: `orderNo` is the add-on order's. */
  verified: Verified;
  /** The parent (ticket) order and its segment, from the result URL. */
  parent: string;
  segmentIndex: number;
  locale: string;
  /** The member's balance when their wallet is open (decision 49). */
  wallet?: Money | null;
};

/**
 * /result?type=checkin (decision 22): after the gateway's return is verified, the add-on order is followed
 * while airline-api applies it. Paid and done: the seats and add-ons, and the boarding passes when the check-in
 * asked with them is done (else the way back to the trip); a refused check-in says why and that the seats stay
 * bought; a failed or cancelled payment can be paid again while the seats are held.
 */
export function AddOnPaymentOutcome({ verified, parent, segmentIndex, locale, wallet = null }: Props) {
  const t = useTranslations('AddOnResult');
  const tErrors = useTranslations('Errors');
  const [round, setRound] = useState(0);
  const poll = useAddOnPoll(verified, parent, segmentIndex, round);

  const tripHref = `/checkin/selair/${encodeURIComponent(parent)}?segment=${segmentIndex}`;
  const backToTrip = (
    <Link href={tripHref} className={buttonClass({ variant: 'link' }, 'min-h-6')} data-testid="back-to-trip">
      {t('backToTrip')}
    </Link>
  );

  if (poll.state === 'idle') return <p role="status">{t('checking')}</p>;
  if (poll.state === 'unavailable') {
    const title =
      verified.pay === 'success' ? t('applying') : verified.pay === 'fail' ? t('payFailed') : t('payCancelled');
    return (
      <Outcome tone={verified.pay === 'success' ? 'wait' : 'bad'} title={title}>
        <p className="text-slate-700">{t('unavailable')}</p>
        <Link href="/checkIn" className={buttonClass({ variant: 'primary' })}>
          {t('findTrip')}
        </Link>
      </Outcome>
    );
  }

  const { order, gaveUp } = poll;
  if (isApplying(order, verified.pay))
    return (
      <Outcome tone="wait" title={t('applying')}>
        <SlowCheckAgain
          gaveUp={gaveUp}
          slowText={t('applyingSlow')}
          checkAgainLabel={t('checkAgain')}
          onCheckAgain={() => setRound((r) => r + 1)}
        />
      </Outcome>
    );

  if (order.state === 'DONE') {
    const checkIn = order.checkIn;
    if (checkIn && checkIn.done === false) {
      // The result page hands the browser the check-in and seat codes' messages (app/[locale]/result/layout.tsx).
      const code = (checkIn.failureCode ?? '') as Parameters<typeof tErrors>[0];
      const reason = code && tErrors.has(code) ? tErrors(code) : null;
      return (
        <Outcome tone="wait" title={t('checkInFailed')}>
          <p role="alert" className="text-slate-800" data-testid="check-in-failure">
            {reason ? t('checkInFailedReason', { reason }) : t('checkInFailedUnknown')}
          </p>
          <p className="text-slate-700">{t('seatsKept')}</p>
          <AddOnOrderItems order={order} locale={locale} />
          {backToTrip}
        </Outcome>
      );
    }
    const checkedIn = checkIn?.done === true;
    return (
      <Outcome tone="ok" title={checkedIn ? t('confirmedCheckedIn') : t('confirmed')}>
        <AddOnOrderItems order={order} locale={locale} />
        {checkedIn ? (
          <Link
            href={`/checkin/printBoardingPass/view?${new URLSearchParams({ orderNo: parent, segment: String(segmentIndex) }).toString()}`}
            className={buttonClass({ variant: 'primary' })}
            data-testid="boarding-passes"
          >
            {t('boardingPasses')}
          </Link>
        ) : (
          backToTrip
        )}
      </Outcome>
    );
  }

  if (order.state === 'PENDING_PAYMENT')
    return (
      <Outcome tone="bad" title={verified.pay === 'cancel' ? t('payCancelled') : t('payFailed')}>
        {order.paymentDeadline && (
          <p className="text-slate-700">
            {t('payAgainHint', { time: formatOrderTime(order.paymentDeadline, locale) })}
          </p>
        )}
        <AddOnPayAgain order={order} parent={parent} segmentIndex={segmentIndex} locale={locale} wallet={wallet} />
        {backToTrip}
      </Outcome>
    );

  return (
    <Outcome tone="bad" title={order.state === 'CANCELLED' ? t('cancelled') : t('failed')}>
      {order.state === 'FAILED' && <p className="text-slate-700">{t('failedHint')}</p>}
      {backToTrip}
    </Outcome>
  );
}
