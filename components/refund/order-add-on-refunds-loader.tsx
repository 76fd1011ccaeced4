'use client';

import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAddOnRefunds } from './order-add-on-refunds';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'tickets'> };

/** Order types whose add-ons are refunded here: a ticket order and a rescheduled one (not an add-on order). */
const WITH_ADD_ONS = new Set([1, 2]);

/**
 * OrderAddOnRefunds for an order the browser found (the visitor's order page): the add-ons are read through the
 * BFF, which proves the order with this browser's visitor seal (or the member's token). Only ticketed orders are
 * asked about; a failed read shows nothing (the refund page itself says what went wrong).
 */
export function OrderAddOnRefundsLoader({ order }: Props) {
  const asked = WITH_ADD_ONS.has(order.orderType) && order.tickets.some((ticket) => ticket.ticketNo !== null);
  const query = useBffQuery(addOnRefunds.list, { orderNo: order.orderNo }, { enabled: asked });
  if (!asked || query.isPending) return null;
  return <OrderAddOnRefunds orderNo={order.orderNo} items={query.isError ? null : (query.data?.items ?? null)} />;
}
