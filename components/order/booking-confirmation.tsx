import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as orders from '@/lib/bff-client/orders';
import type { OrderDetail } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { maskEmail, maskPhone, orderPageHref } from './order-format';
import { OrderPrice } from './order-price';
import { OrderSegments } from './order-segments';
import { OrderTickets } from './order-tickets';

type Props = { order: OrderDetail; locale: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/**
 * The confirmation of a ticketed booking: the booking reference, where the confirmation
 * went, the itinerary, passengers with tickets and seats, what was paid, an add-to-calendar file and the
 * way to the order itself.
 */
export function BookingConfirmation({ order, locale }: Props) {
  const t = useTranslations('PaymentResult');
  const tOrder = useTranslations('Order');
  const email = maskEmail(order.contact.email);
  const phone = maskPhone(order.contact.areaCode, order.contact.mobile);
  const id = useId();
  return (
    <div className="space-y-4">
      <Card as="section">
        <dl className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <dt id={`${id}-reference`} className="text-sm text-slate-700">
              {t('reference')}
            </dt>
            <dd
              aria-labelledby={`${id}-reference`}
              className="font-mono text-lg font-bold break-all text-slate-900 sm:text-2xl"
            >
              {order.orderNo}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-800">
          {email && phone ? t('sentToBoth', { email, phone }) : t('sentTo', { to: email || phone })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={orders.itineraryCalendar.url({ orderNo: order.orderNo, locale })}
            download={`${order.orderNo}.ics`}
            className={buttonClass({ variant: 'secondary' })}
          >
            {tOrder('addToCalendar')}
          </a>
          <Link href={orderPageHref(order)} className={buttonClass({ variant: 'primary' })}>
            {t('viewOrder')}
          </Link>
        </div>
      </Card>
      <Section title={t('itinerary')}>
        <OrderSegments segments={order.segments} locale={locale} orderNo={order.orderNo} />
      </Section>
      <Section title={t('travellers')}>
        <OrderTickets passengers={order.passengers} segments={order.segments} tickets={order.tickets} />
      </Section>
      <Section title={t('paid')}>
        <OrderPrice price={order.price} locale={locale} paid />
      </Section>
    </div>
  );
}
