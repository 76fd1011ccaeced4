'use client';

import { useEffect, useState } from 'react';
import * as ancillaryRefunds from '@/lib/bff-client/ancillary-refunds';
import type { AncillaryRefundItem } from '@/lib/contract/ancillary-refund';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAncillaryRefunds } from './order-ancillary-refunds';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'tickets'> };

type Loaded = { orderNo: string; items: AncillaryRefundItem[] | null };

/** Order types whose add-ons are refunded here: a ticket order and a rescheduled one (not an ancillary order). */
const WITH_ADD_ONS = new Set([1, 2]);

/**
 * OrderAncillaryRefunds for an order the browser found (the visitor's order page): the add-ons are read through the
 * BFF, which proves the order with this browser's visitor seal (or the member's token). Only ticketed orders are
 * asked about; a failed read shows nothing (the refund page itself says what went wrong).
 */
export function OrderAncillaryRefundsLoader({ order }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const asked = WITH_ADD_ONS.has(order.orderType) && order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    ancillaryRefunds.list.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (live) setLoaded({ orderNo: order.orderNo, items: result.ok ? result.data.items : null });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, asked]);
  if (!asked || loaded?.orderNo !== order.orderNo) return null;
  return <OrderAncillaryRefunds orderNo={order.orderNo} items={loaded.items} />;
}
