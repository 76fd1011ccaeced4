'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { OrderStatus } from '@/lib/contract/order-status';
import type { PaymentFailReason } from '@/lib/contract/payment';
import { isProductOrderType } from '@/lib/domain/special-product-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { clearBillingDraft } from './billing-draft';
import { BookingConfirmation } from './booking-confirmation';
import { Outcome, SlowCheckAgain } from './outcome';
import { formatOrderTime, orderPageHref } from './order-format';
import { isPayable, orderPhase } from './order-phase';
import type { OrderPoll } from './use-order-poll';

type Props = {
  verified: { orderNo: string; pay: 'success' | 'fail' | 'cancel'; failReason?: PaymentFailReason };
  poll: OrderPoll;
  locale: string;
  onCheckAgain: () => void;
};

/**
 * What a verified return means for the order now (spec §2: payment success is not ticketing success). A failed
 * payment says why, in the gateway's words made ours (decision 49), and until when (Beijing time) it may be paid again.
 */
export function PaymentOutcome({ verified, poll, locale, onCheckAgain }: Props) {
  const t = useTranslations('PaymentResult');
  const tOrder = useTranslations('Order');
  const tPresale = useTranslations('Presale');
  // A paid order's billing is no longer needed in the tab (decision 49).
  useEffect(() => {
    if (verified.pay === 'success') clearBillingDraft(verified.orderNo);
  }, [verified.pay, verified.orderNo]);
  if (poll.state === 'idle') {
    return <p role="status">{t('verifying')}</p>;
  }
  if (poll.state === 'unavailable') {
    const title =
      verified.pay === 'success' ? t('ticketing') : verified.pay === 'fail' ? t('payFailed') : t('payCancelled');
    return (
      <Outcome tone={verified.pay === 'success' ? 'wait' : 'bad'} title={title}>
        <p className="text-slate-700">{t('orderUnavailable')}</p>
        <Link href={`/book/order?orderNo=${verified.orderNo}`} className={buttonClass({ variant: 'primary' })}>
          {t('lookupLink')}
        </Link>
      </Outcome>
    );
  }
  const { order, gaveUp } = poll;
  const phase = orderPhase(order, poll.checkedAt);
  const orderHref = orderPageHref(order);
  const viewOrder = (
    <Link href={orderHref} className="text-brand-700 underline">
      {t('viewOrder')}
    </Link>
  );

  // A product order (decision 67) has no tickets: its cards are on the member's product page.
  if (isProductOrderType(order.orderType) && (phase === 'TICKETED' || phase === 'TICKETING'))
    return (
      <Outcome
        tone={phase === 'TICKETED' ? 'ok' : 'wait'}
        title={t(phase === 'TICKETED' ? 'productReady' : 'productProcessing')}
      >
        <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
          {t('viewProduct')}
        </Link>
      </Outcome>
    );
  // A presale's deposit paid (decision 67): the order waits for its balance, on the product page, by its deadline.
  if (verified.pay === 'success' && order.orderStatus === OrderStatus.DEPOSIT_PAID && isPayable(phase))
    return (
      <Outcome tone="ok" title={tPresale('depositPaid')}>
        <p className="text-slate-800">
          {tPresale('payBalanceHint', { time: formatOrderTime(order.paymentDeadline, locale) })}
        </p>
        <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
          {t('viewProduct')}
        </Link>
      </Outcome>
    );
  if (phase === 'TICKETED')
    return (
      <Outcome tone="ok" title={t('ticketed')}>
        <BookingConfirmation order={order} locale={locale} />
      </Outcome>
    );
  if (phase === 'TICKETING')
    return (
      <Outcome tone="wait" title={t('ticketing')}>
        <SlowCheckAgain
          gaveUp={gaveUp}
          slowText={t('ticketingSlow')}
          checkAgainLabel={t('checkAgain')}
          onCheckAgain={onCheckAgain}
        />
      </Outcome>
    );
  if (phase === 'TICKETING_FAILED')
    return (
      <Outcome tone="bad" title={t('ticketFailed')}>
        {order.refund && (
          <p className="text-slate-800">
            {tOrder('refund', {
              amount: formatMoney(order.refund.amount, order.refund.currency, locale),
              channel: tOrder(`refundChannel.${order.refund.channel}`),
            })}
          </p>
        )}
        {viewOrder}
      </Outcome>
    );
  if (isPayable(phase))
    return (
      <Outcome tone="bad" title={verified.pay === 'cancel' ? t('payCancelled') : t('payFailed')}>
        {verified.pay === 'fail' && (
          <p className="text-slate-800">{t(`failReason.${verified.failReason ?? 'GATEWAY_DECLINED'}`)}</p>
        )}
        <p className="text-slate-700">{t('payAgainHint', { time: formatOrderTime(order.paymentDeadline, locale) })}</p>
        <Link
          href={isProductOrderType(order.orderType) ? orderHref : `/book/pay?orderNo=${order.orderNo}`}
          className={buttonClass({ variant: 'accent' })}
        >
          {t('payAgain')}
        </Link>
      </Outcome>
    );
  return (
    <Outcome tone="bad" title={phase === 'EXPIRED' ? t('expired') : t('cancelled')}>
      {viewOrder}
    </Outcome>
  );
}
