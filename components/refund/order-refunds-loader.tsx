'use client';

import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as refunds from '@/lib/bff-client/refunds';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderRefunds } from './order-refunds';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'tickets'>; locale: string };

/**
 * OrderRefunds for an order the browser found (the visitor's order page): the applications are read through the
 * BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have applications; the others are not asked about.
 */
export function OrderRefundsLoader({ order, locale }: Props) {
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(refunds.list, { orderNo: order.orderNo }, { enabled: ticketed });
  if (!ticketed) return null;
  const applications = query.isPending ? null : query.isError ? [] : (query.data?.list ?? []);
  return <OrderRefunds order={order} applications={applications} failed={query.isError} locale={locale} />;
}
