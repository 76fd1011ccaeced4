'use client';

import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderPassengerModify } from './order-passenger-modify';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'tickets' | 'passengers'>; locale: string };

/**
 * OrderPassengerModify for an order the browser found (the visitor's order page): the changes are read through
 * the BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have changes; the others are not asked about.
 */
export function OrderPassengerModifyLoader({ order, locale }: Props) {
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(passengerModify.list, { orderNo: order.orderNo }, { enabled: ticketed });
  if (!ticketed || query.isPending) return null;
  const list = query.isError ? [] : (query.data?.list ?? []);
  return <OrderPassengerModify order={order} modifications={list} failed={query.isError} locale={locale} />;
}
