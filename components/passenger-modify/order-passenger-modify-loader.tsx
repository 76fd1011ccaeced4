'use client';

import { useEffect, useState } from 'react';
import * as passengerModify from '@/lib/bff-client/passenger-modify';
import type { OrderDetail } from '@/lib/contract/order';
import type { PassengerModification } from '@/lib/contract/passenger-modify';
import { OrderPassengerModify } from './order-passenger-modify';

type Props = { order: Pick<OrderDetail, 'orderNo' | 'tickets' | 'passengers'>; locale: string };

type Loaded = { orderNo: string; list: PassengerModification[]; failed: boolean };

/**
 * OrderPassengerModify for an order the browser found (the visitor's order page): the changes are read through
 * the BFF, which proves the order with this browser's visitor seal (or the member's token). Only orders with an
 * issued ticket can have changes; the others are not asked about.
 */
export function OrderPassengerModifyLoader({ order, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const ticketed = order.tickets.some((ticket) => ticket.ticketNo !== null);
  useEffect(() => {
    if (!ticketed) return;
    let live = true;
    passengerModify.list.call({ orderNo: order.orderNo }, { quiet: true }).then((result) => {
      if (!live) return;
      setLoaded({ orderNo: order.orderNo, list: result.ok ? result.data.list : [], failed: !result.ok });
    });
    return () => {
      live = false;
    };
  }, [order.orderNo, ticketed]);
  const mine = loaded?.orderNo === order.orderNo ? loaded : null;
  if (!ticketed || !mine) return null;
  return <OrderPassengerModify order={order} modifications={mine.list} failed={mine.failed} locale={locale} />;
}
