'use client';

import { useEffect, useState } from 'react';
import * as addOns from '@/lib/bff-client/add-ons';
import type { AddOnOrder } from '@/lib/contract/add-ons';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAddOns } from './order-add-ons';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus' | 'tickets'>; locale: string };
type Loaded = { orderNo: string; list: AddOnOrder[]; failed: boolean };

/**
 * OrderAddOns for an order the browser found (the visitor's order page): the add-on orders are read through the BFF,
 * which proves the order with this browser's visitor seal (or the member's token). Only orders with an issued ticket
 * are asked about.
 */
export function OrderAddOnsLoader({ order, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ticketed = order.orderType !== 3 && order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!ticketed) return;
    let live = true;
    void addOns.orders.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (!live) return;
      setLoaded({ orderNo: order.orderNo, list: result.ok ? result.data.list : [], failed: !result.ok });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, ticketed]);
  const mine = loaded?.orderNo === order.orderNo ? loaded : null;
  if (!ticketed || !mine) return null;
  return <OrderAddOns order={order} addOnOrders={mine.list} failed={mine.failed} locale={locale} member={false} />;
}
