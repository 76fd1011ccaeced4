'use client';

import * as addPeople from '@/lib/bff-client/add-people';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAdditions } from './order-additions';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus' | 'tickets'>; locale: string };

/**
 * OrderAdditions for an order the browser found (the visitor's order page): the additions are read through the BFF,
 * which proves the order with this browser's visitor seal (or the member's token). Only orders with an issued ticket
 * can have additions; the others are not asked about.
 */
export function OrderAdditionsLoader({ order, locale }: Props) {
  // Only a ticket order (type 1) with an issued ticket can have additions; their own orders (type 5) have none.
  const ticketed = order.orderType === 1 && order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(addPeople.list, { orderNo: order.orderNo }, { enabled: ticketed });
  if (!ticketed || query.isPending) return null;
  const list = query.isError ? [] : (query.data?.list ?? []);
  return <OrderAdditions order={order} additions={list} failed={query.isError} locale={locale} />;
}
