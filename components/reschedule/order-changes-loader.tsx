'use client';

import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderChanges } from './order-changes';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'isMember' | 'tickets' | 'segments' | 'passengers'>;
  locale: string;
};

/**
 * OrderChanges for an order the browser found (the visitor's order page): the rescheduled orders are read through
 * the BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have changes; the others are not asked about. 'Can change now' is judged when they arrive.
 */
export function OrderChangesLoader({ order, locale }: Props) {
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(reschedule.list, { orderNo: order.orderNo }, { enabled: ticketed });
  if (!ticketed || query.isPending) return null;
  const changes = query.isError ? [] : (query.data?.list ?? []);
  return (
    <OrderChanges order={order} changes={changes} failed={query.isError} locale={locale} nowMs={query.settledAt} />
  );
}
