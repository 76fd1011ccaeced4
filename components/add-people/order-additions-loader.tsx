'use client';

import { useEffect, useState } from 'react';
import * as addPeople from '@/lib/bff-client/add-people';
import type { AddPeopleOrder } from '@/lib/contract/add-people';
import type { OrderDetail } from '@/lib/contract/order';
import { OrderAdditions } from './order-additions';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus' | 'tickets'>; locale: string };

type Loaded = { orderNo: string; list: AddPeopleOrder[]; failed: boolean };

/**
 * OrderAdditions for an order the browser found (the visitor's order page): the additions are read through the BFF,
 * which proves the order with this browser's visitor seal (or the member's token). Only orders with an issued ticket
 * can have additions; the others are not asked about.
 */
export function OrderAdditionsLoader({ order, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Only a ticket order (type 1) with an issued ticket can have additions; their own orders (type 5) have none.
  const ticketed = order.orderType === 1 && order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!ticketed) return;
    let live = true;
    addPeople.list.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (!live) return;
      setLoaded({ orderNo: order.orderNo, list: result.ok ? result.data.list : [], failed: !result.ok });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, ticketed]);
  const mine = loaded?.orderNo === order.orderNo ? loaded : null;
  if (!ticketed || !mine) return null;
  return <OrderAdditions order={order} additions={mine.list} failed={mine.failed} locale={locale} />;
}
