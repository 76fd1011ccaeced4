'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import * as orders from '@/lib/bff-client/orders';
import type { Money, OrderDetail } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { CancelOrderButton } from './cancel-order-button';
import { isPayable, orderPhase } from './order-phase';
import { PaymentCountdown } from './payment-countdown';
import { PayMethods } from './pay-methods';

type Props = {
  initialOrder: OrderDetail;
  locale: string;
  serverNowMs: number;
  walletBalance: Money | null;
  /** Where this buyer sees the order afterwards: the member detail, or the visitor lookup. */
  orderHref: string;
  /** False where the order may be paid but not cancelled (a presale whose deposit is paid: decision 67). */
  cancellable?: boolean;
};

/**
 * The payment countdown page's interactive part (spec §2): pay while the deadline lasts, cancel with
 * confirmation; at zero the order shows cancelled ('timeout: order cancelled automatically'), which
 * airline-api enforces on its side too.
 */
export function PayPanel({ initialOrder, locale, serverNowMs, walletBalance, orderHref, cancellable = true }: Props) {
  const t = useTranslations('OrderPay');
  const [order, setOrder] = useState(initialOrder);
  const [expired, setExpired] = useState(false);
  const phase = expired && isPayable(orderPhase(order, serverNowMs)) ? 'EXPIRED' : orderPhase(order, serverNowMs);
  const tOrder = useTranslations('Order');

  const onExpire = useCallback(async () => {
    setExpired(true);
    const fresh = await orders.orderDetail.call({ orderNo: order.orderNo }, { quiet: true });
    if (fresh.ok) setOrder(fresh.data);
  }, [order.orderNo]);

  if (!isPayable(phase)) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-md bg-slate-100 p-3 font-semibold text-slate-900">
          {phase === 'EXPIRED' ? t('expired') : tOrder(`phase.${phase}`)}
        </p>
        <Link href={orderHref} className="inline-block text-brand-700 underline">
          {t('viewOrder')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <PaymentCountdown deadlineMs={Date.parse(order.paymentDeadline)} serverNowMs={serverNowMs} onExpire={onExpire} />
      <h2 className="text-lg font-semibold text-slate-900">{t('methods')}</h2>
      <PayMethods
        orderNo={order.orderNo}
        amount={{ amount: order.price.actualAmount, currency: order.price.currency }}
        locale={locale}
        walletBalance={walletBalance}
      />
      {cancellable && <CancelOrderButton orderNo={order.orderNo} label={t('cancelPayment')} onCancelled={setOrder} />}
    </div>
  );
}
