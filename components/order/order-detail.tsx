import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from '@/lib/contract';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { changedLegs } from '@/lib/domain/changed-flights';
import { isWholeOutcome, ticketOutcome } from '@/lib/domain/ticket-outcome';
import { formatMoney } from '@/lib/i18n/format';
import { formatOrderTime } from './order-format';
import { isPayable, type OrderPhase } from './order-phase';
import { OrderPassengers } from './order-passengers';
import { OrderPrice } from './order-price';
import { OrderSegments } from './order-segments';
import { OrderTickets } from './order-tickets';

type Props = {
  order: OrderDetail;
  phase: OrderPhase;
  locale: string;
  actions?: ReactNode;
  /** What can be done with the order (refunds, add-ons, services, changes), under the flights and passengers. */
  refunds?: ReactNode;
  /** The order's rescheduled orders, when read: a changed flight shows the new one first (issue 28 §3). */
  changes?: readonly RescheduleOrder[];
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * The order as the member detail page and the visitor lookup both show it: status, refund,
 * flights, passengers and add-ons, tickets with their spec §4 statuses, price parts. Renders on the
 * server and in the browser alike (no state of its own).
 */
export function OrderDetailView({ order, phase, locale, actions, refunds, changes = [] }: Props) {
  const t = useTranslations('Order');
  const payable = isPayable(phase);
  const id = useId();
  // Refunded or changed tickets (lib/domain/ticket-outcome): with none left to fly, that is the order's status.
  const outcome = ticketOutcome(order.tickets.map((ticket) => ticket.ticketStatus));
  const status = isWholeOutcome(outcome)
    ? t(`ticketOutcome.${outcome!}`)
    : [
        t(`orderStatus.${order.orderStatus}` as 'orderStatus.1'),
        t(`phase.${phase}`),
        outcome && t(`ticketOutcome.${outcome}`),
      ]
        .filter(Boolean)
        .join(' · ');
  return (
    <div className="space-y-4">
      <Card as="section">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt id={`${id}-no`} className="text-slate-700">
              {t('orderNo')}
            </dt>
            <dd aria-labelledby={`${id}-no`} className="font-mono text-base text-slate-900">
              {order.orderNo}
            </dd>
          </div>
          <div>
            <dt id={`${id}-status`} className="text-slate-700">
              {t('status')}
            </dt>
            <dd aria-labelledby={`${id}-status`} className="text-base font-semibold text-slate-900">
              {status}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">{t('createdAt')}</dt>
            <dd>{formatOrderTime(order.createdAt, locale)}</dd>
          </div>
          {payable && (
            <div>
              <dt className="text-slate-700">{t('paymentDeadline')}</dt>
              <dd>{formatOrderTime(order.paymentDeadline, locale)}</dd>
            </div>
          )}
        </dl>
        {order.refund && (
          <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="order-refund">
            {t('refund', {
              amount: formatMoney(order.refund.amount, order.refund.currency, locale),
              channel: t(`refundChannel.${order.refund.channel}`),
            })}
          </p>
        )}
        {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
      </Card>
      <Section title={t('flights')}>
        <OrderSegments
          segments={order.segments}
          locale={locale}
          changed={changedLegs(order, changes)}
          isMember={order.isMember}
          orderNo={order.orderNo}
        />
      </Section>
      <Section title={t('passengers')}>
        <OrderPassengers order={order} locale={locale} />
      </Section>
      {/* The trip and who flies come first (a phone reads top down); then what can be done with it. */}
      {refunds}
      <Section title={t('tickets')}>
        <OrderTickets passengers={order.passengers} segments={order.segments} tickets={order.tickets} />
      </Section>
      <Section title={t('price')}>
        <OrderPrice price={order.price} locale={locale} paid={order.paidAt !== null} />
      </Section>
    </div>
  );
}
