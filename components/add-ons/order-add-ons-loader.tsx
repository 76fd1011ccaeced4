'use client';

import * as addOns from '@/lib/bff-client/add-ons';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAddOns } from './order-add-ons';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus' | 'tickets'>; locale: string };

/**
 * OrderAddOns for an order the browser found (the visitor's order page): the add-on orders are read through the BFF,
 * which proves the order with this browser's visitor seal (or the member's token). Only orders with an issued ticket
 * are asked about.
 */
export function OrderAddOnsLoader({ order, locale }: Props) {
  const ticketed = order.orderType !== 3 && order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(addOns.orders, { orderNo: order.orderNo }, { enabled: ticketed });
  if (!ticketed || query.isPending) return null;
  const list = query.isError ? [] : (query.data?.list ?? []);
  return <OrderAddOns order={order} addOnOrders={list} failed={query.isError} locale={locale} member={false} />;
}
