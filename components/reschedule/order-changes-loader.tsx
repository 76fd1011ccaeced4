'use client';

import { useEffect, useState } from 'react';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { OrderChanges } from './order-changes';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'isMember' | 'tickets' | 'segments'>; locale: string };

type Loaded = { orderNo: string; changes: RescheduleOrder[]; failed: boolean; at: number };

/**
 * OrderChanges for an order the browser found (the visitor's order page): the rescheduled orders are read through
 * the BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have changes; the others are not asked about. 'Can change now' is judged when they arrive.
 */
export function OrderChangesLoader({ order, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!ticketed) return;
    let live = true;
    reschedule.list.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (!live) return;
      setLoaded({
        orderNo: order.orderNo,
        changes: result.ok ? result.data.list : [],
        failed: !result.ok,
        at: Date.now(),
      });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, ticketed]);
  const mine = loaded?.orderNo === order.orderNo ? loaded : null;
  if (!ticketed || !mine) return null;
  return <OrderChanges order={order} changes={mine.changes} failed={mine.failed} locale={locale} nowMs={mine.at} />;
}
