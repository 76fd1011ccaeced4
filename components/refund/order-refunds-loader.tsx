'use client';

import { useEffect, useState } from 'react';
import * as refunds from '@/lib/bff-client/refunds';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundApplication } from '@/lib/contract/refund';
import { OrderRefunds } from './order-refunds';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'tickets'>; locale: string };

type Loaded = { orderNo: string; applications: RefundApplication[] | null; failed: boolean };

/**
 * OrderRefunds for an order the browser found (the visitor's order page): the applications are read through the
 * BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have applications; the others are not asked about.
 */
export function OrderRefundsLoader({ order, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!ticketed) return;
    let live = true;
    refunds.list.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (!live) return;
      setLoaded({
        orderNo: order.orderNo,
        applications: result.ok ? result.data.list : [],
        failed: !result.ok,
      });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, ticketed]);
  if (!ticketed) return null;
  const mine = loaded?.orderNo === order.orderNo ? loaded : null;
  return (
    <OrderRefunds
      order={order}
      applications={mine ? mine.applications : null}
      failed={mine?.failed ?? false}
      locale={locale}
    />
  );
}
