import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MoneyTable } from '@/components/ui/money-table';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { formatMoney } from '@/lib/i18n/format';
import { addressLine, localDateTime } from './add-on-format';

type Props = {
  order: AddOnOrderDetail;
  locale: string;
  /** The heading's level: h2 on /ancillaryConfirm and the member page, h3 inside an order page's section. */
  headingLevel?: 2 | 3;
  /** Actions under the order (pay, the way back). */
  children?: ReactNode;
};

const STATE_TONE: Record<AddOnOrderDetail['state'], string> = {
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  PAID: 'bg-brand-50 text-brand-900',
  DONE: 'bg-green-100 text-green-900',
  CANCELLED: 'bg-slate-100 text-slate-800',
  FAILED: 'bg-red-100 text-red-900',
};

const STATUS_TONE: Record<AddOnOrderDetail['items'][number]['serviceStatus'], string> = {
  PENDING_SUBMISSION: 'text-amber-900',
  PENDING_CONFIRMATION: 'text-brand-800',
  CONFIRMED: 'text-green-800',
  REJECTED: 'text-red-800',
  CANCELLED: 'text-slate-700',
  NOT_TICKETED: 'text-red-800',
};

/** What an item is, in words ("Extra baggage 10 kg", "Meal: Braised beef noodles"). */
export function useItemWords() {
  const t = useTranslations('AddOnOrder');
  return (item: AddOnOrderDetail['items'][number]) => {
    switch (item.kind) {
      case 'BAGGAGE':
        return t('kind.BAGGAGE', { weight: item.weightKg ?? 0 });
      case 'MEAL':
        return t('kind.MEAL', { name: item.productName ?? '' });
      case 'INSURANCE':
        return t('kind.INSURANCE', { name: item.productName ?? '' });
      case 'PRIORITY':
        return t('kind.PRIORITY');
      case 'SEAT':
        return t('kind.SEAT', { seatNo: item.seatNo ?? '' });
      case 'EXTRA_SEAT':
        return t('kind.EXTRA_SEAT');
      case 'MAILING':
        return item.price === 0 ? t('kind.MAILING_FREE') : t('kind.MAILING');
    }
  };
}

/**
 * An add-on order (type 3; decision 28,  /ancillaryConfirm, /member/ancillaryorderdetail): its state, flight, each
 * item with whom it is for and its service request status (spec §4; decision 28), the price parts by kind, the
 * points, what was paid or is due, and the insurance claim account (the card masked). No state of its own: server
 * pages and client islands both draw it.
 */
export function AddOnOrderView({ order, locale, headingLevel = 2, children }: Props) {
  const t = useTranslations('AddOnOrder');
  const what = useItemWords();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `addon-order-${order.orderNo}`;
  const paid = order.state === 'PAID' || order.state === 'DONE';
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {t('orderNo', { orderNo: order.orderNo })}
          </Heading>
          <p className="text-sm break-words text-slate-700">
            {t('flight', {
              dep: order.depCityName || '—',
              arr: order.arrCityName || '—',
              flightNo: order.flightNo,
              date:
                order.depTime && order.depTimeZone
                  ? localDateTime(order.depTime, order.depTimeZone, locale)
                  : order.flightDate,
            })}
          </p>
          <p className="text-sm text-slate-700">
            {t('created', { time: localDateTime(order.createdAt, AIRLINE_TIME_ZONE, locale) })}
            {order.paidAt && <> · {t('paidAt', { time: localDateTime(order.paidAt, AIRLINE_TIME_ZONE, locale) })}</>}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[order.state]}`}
          data-testid="addon-order-state"
        >
          {t(`state.${order.state}`)}
        </span>
      </div>
      <p className="text-sm text-slate-700">{t(`stateHint.${order.state}`)}</p>

      <MoneyTable
        label={t('itemsLabel', { orderNo: order.orderNo })}
        minWidthClass="sm:min-w-[30rem]"
        columns={[
          { key: 'who', header: t('cols.passenger'), kind: 'label' },
          { key: 'what', header: t('cols.service'), kind: 'text' },
          { key: 'status', header: t('cols.status'), kind: 'text' },
          { key: 'price', header: t('cols.price'), kind: 'amount' },
        ]}
        rows={order.items.map((item, i) => ({
          key: `${item.passengerId}-${item.kind}-${item.productCode}-${i}`,
          cells: [
            // The mailed itinerary is the whole order's (decision 30).
            item.kind === 'MAILING' ? t('wholeOrder') : item.name,
            what(item),
            <span key="s" className={`font-medium ${STATUS_TONE[item.serviceStatus]}`} data-status={item.serviceStatus}>
              {t(`status.${item.serviceStatus}`)}
            </span>,
            money(item.price),
          ],
        }))}
        rowTestId="addon-order-item"
        totals={[
          ...order.priceParts.map((part) => ({
            key: `part-${part.kind}`,
            term: t(`part.${part.kind}`),
            value: money(part.amount),
          })),
          { key: 'amount', term: t('amount'), value: money(order.amount), testId: 'addon-order-amount' },
          ...(order.pointsUsed > 0
            ? [
                {
                  key: 'points',
                  term: t('points', { points: order.pointsUsed }),
                  value: `−${money(order.pointsAmount)}`,
                },
              ]
            : []),
          {
            key: 'pay',
            term: paid ? t('paid') : t('toPay'),
            value: money(order.payAmount),
            testId: 'addon-order-pay',
            emphasis: 'line' as const,
          },
        ]}
      />
      {order.mailingAddress && (
        <p className="text-sm break-words text-slate-800">
          {t('mailingTo', {
            recipient: order.mailingAddress.recipient,
            phone: order.mailingAddress.phone,
            address: addressLine(order.mailingAddress),
            zip: order.mailingAddress.zip,
          })}
        </p>
      )}
      {order.claimAccount && (
        <p className="text-sm text-slate-800" data-testid="addon-order-claim">
          {t('claim', {
            bank: t(`banks.${order.claimAccount.bank}`),
            card: order.claimAccount.cardNo,
            province: order.claimAccount.provinceName,
          })}
        </p>
      )}
      {order.state === 'PENDING_PAYMENT' && order.paymentDeadline && (
        <p className="text-sm text-amber-900">
          {t('payBy', { time: localDateTime(order.paymentDeadline, AIRLINE_TIME_ZONE, locale) })}
        </p>
      )}
      {children}
    </section>
  );
}
