'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { OrderAdditionsLoader } from '@/components/add-people/order-additions-loader';
import { OrderAddOnsLoader } from '@/components/add-ons/order-add-ons-loader';
import { OrderLookup } from '@/components/order/order-lookup';
import { OrderPassengerModifyLoader } from '@/components/passenger-modify/order-passenger-modify-loader';
import { OrderAddOnRefundsLoader } from '@/components/refund/order-add-on-refunds-loader';
import { OrderRefundsLoader } from '@/components/refund/order-refunds-loader';
import { OrderChangesLoader } from '@/components/reschedule/order-changes-loader';
import { OrderServiceRequests } from '@/components/service-request/order-service-requests';
import { OrderStatus } from '@/lib/contract/order-status';
import type { Locale } from '@/lib/i18n/routing';

type Props = Omit<ComponentProps<typeof OrderLookup>, 'refunds' | 'locale'> & {
  locale: Locale;
  /**
   * The RefundTracker, AddOnRefund, ChangeDate, PassengerModify and AddPeople messages, picked by the page: only this page's
   * refunds and changes read them, not every booking page.
   */
  refundMessages: Record<string, unknown>;
};

/**
 * The visitor's order page body: the lookup and the order (components/order) with its refunds and date changes
 * under the status (components/refund: 'Refund' and the trackers, decision 23; components/reschedule: 'Change
 * date' and the rescheduled orders with their statuses, decision 23; components/passenger-modify: 'Change name
 * or document' and the changes made, decision 24; components/add-people: 'Add a child', 'Add an infant' and the
 * children and infants added, decision 25; 'Refund add-ons' when an add-on can be refunded without its ticket,
 * decision 26; components/add-ons: 'Add services' and the add-on orders bought after booking, decision 28; all read through the BFF with this browser's visitor seal). Composed
 * here because features do not import each other.
 */
export function VisitorOrder({ refundMessages, ...props }: Props) {
  return (
    <OrderLookup
      {...props}
      refunds={(order) => (
        <NextIntlClientProvider locale={props.locale} messages={refundMessages}>
          <OrderRefundsLoader key={order.orderNo} order={order} locale={props.locale} />
          <OrderAddOnRefundsLoader key={`add-ons-${order.orderNo}`} order={order} />
          <OrderChangesLoader key={`changes-${order.orderNo}`} order={order} locale={props.locale} />
          <OrderPassengerModifyLoader key={`cname-${order.orderNo}`} order={order} locale={props.locale} />
          <OrderAdditionsLoader key={`additions-${order.orderNo}`} order={order} locale={props.locale} />
          <OrderAddOnsLoader key={`add-on-orders-${order.orderNo}`} order={order} locale={props.locale} />
          {order.orderType !== 3 && order.tickets.some((ticket) => ticket.ticketNo !== null) && (
            <OrderServiceRequests
              key={`service-requests-${order.orderNo}`}
              orderNo={order.orderNo}
              open={order.orderStatus === OrderStatus.TICKETED}
              locale={props.locale}
            />
          )}
        </NextIntlClientProvider>
      )}
    />
  );
}
