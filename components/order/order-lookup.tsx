'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import * as orders from '@/lib/bff-client/orders';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import type { OrderDetail } from '@/lib/contract';
import { TicketStatus } from '@/lib/contract/order-status';
import { validateOrderLookup, type OrderLookupValues } from '@/lib/domain/order-forms';
import { OrderActions } from './order-actions';
import { OrderDetailView } from './order-detail';
import { currentPhase, isPayable } from './order-phase';

type Field = keyof OrderLookupValues;
type Lookup = Parameters<typeof orders.lookupOrder.call>[0];
const INVALID: Partial<Record<Field, 'invalidOrderNo' | 'invalidMobile'>> = {
  orderNo: 'invalidOrderNo',
  mobile: 'invalidMobile',
};

const trimmed = (value: string | undefined) => (value ?? '').trim();
/** lib/domain's rules; what is sent is trimmed, the order number upper-cased (as the BFF's schema reads it). */
const resolver = plainResolver<OrderLookupValues, Lookup>(validateOrderLookup, (v) => ({
  orderNo: trimmed(v.orderNo).toUpperCase(),
  passengerName: trimmed(v.passengerName),
  mobile: trimmed(v.mobile),
}));

type Props = {
  locale: string;
  /** The order the page opened with (this browser may see it), shown above the form. */
  initialOrder?: OrderDetail | null;
  /** An order number from the link, filled in for the visitor. */
  initialOrderNo?: string;
  /** The order's refunds under its status (the page composes them from components/refund). */
  refunds?: (order: OrderDetail) => ReactNode;
};

/** /book/order: a visitor finds an order by number, passenger name and phone, then sees its detail. */
export function OrderLookup({ locale, initialOrder = null, initialOrderNo, refunds }: Props) {
  const t = useTranslations('OrderLookup');
  const id = useId();
  const [order, setOrder] = useState<OrderDetail | null>(initialOrder);
  const [searching, setSearching] = useState(initialOrder === null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<OrderLookupValues, unknown, Lookup>({
    resolver,
    defaultValues: { orderNo: initialOrder ? '' : (initialOrderNo ?? '') },
  });
  /** 'required' for an empty field, the field's own 'invalid…' text otherwise. */
  const errorOf = (name: Field) => {
    const issue = formState.errors[name]?.type;
    if (!issue) return undefined;
    return issue === 'required' ? t('required') : t(INVALID[name] ?? 'required');
  };

  async function submit(v: Lookup) {
    setFailure(null);
    const result = await orders.lookupOrder.call(v, { quiet: true });
    if (result.ok) return setOrder(result.data);
    setOrder(null);
    setFailure(result.msg || t('failed'));
  }

  const phase = order ? currentPhase(order) : null;
  // A changed flight shows the new one first (issue 28 §3): its rescheduled orders, read as the changes section does.
  const changed = !!order && order.tickets.some((ticket) => ticket.ticketStatus === TicketStatus.CHANGED);
  const changes = useBffQuery(reschedule.list, { orderNo: order?.orderNo ?? '' }, { enabled: changed });
  const detail = order && phase && (
    <OrderDetailView
      order={order}
      phase={phase}
      locale={locale}
      changes={changed ? (changes.data?.list ?? []) : []}
      actions={<OrderActions orderNo={order.orderNo} payable={isPayable(phase)} onCancelled={setOrder} />}
      refunds={refunds?.(order)}
    />
  );
  if (!searching)
    return (
      <div className="space-y-6">
        {detail}
        <Button variant="secondary" onClick={() => setSearching(true)} data-testid="lookup-another">
          {t('another')}
        </Button>
      </div>
    );
  return (
    <div className="space-y-6">
      <Card as="form" noValidate onSubmit={handleSubmit(submit)} className="max-w-xl space-y-3">
        <TextField
          id={`${id}-orderNo`}
          label={t('orderNo')}
          autoComplete="off"
          error={errorOf('orderNo')}
          {...register('orderNo')}
        />
        <TextField
          id={`${id}-name`}
          label={t('passengerName')}
          hint={t('passengerNameHint')}
          autoComplete="name"
          error={errorOf('passengerName')}
          {...register('passengerName')}
        />
        <TextField
          id={`${id}-mobile`}
          label={t('mobile')}
          type="tel"
          autoComplete="tel"
          error={errorOf('mobile')}
          {...register('mobile')}
        />
        <Button type="submit" busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('searching') : t('submit')}
        </Button>
        <p role="alert" className="text-sm text-red-700" data-testid="lookup-failure">
          {failure ?? ''}
        </p>
      </Card>
      {detail}
    </div>
  );
}
