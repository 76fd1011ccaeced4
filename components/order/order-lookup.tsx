'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import type { OrderDetail } from '@/lib/contract';
import { OrderLookupSchema, type OrderLookup as LookupForm } from '@/lib/schemas/order';
import { OrderActions } from './order-actions';
import { OrderDetailView } from './order-detail';
import { currentPhase, isPayable } from './order-phase';

type Field = keyof LookupForm;
const INVALID: Partial<Record<Field, 'invalidOrderNo' | 'invalidMobile'>> = {
  orderNo: 'invalidOrderNo',
  mobile: 'invalidMobile',
};

/** /book/order: a visitor finds an order by number, passenger name and phone, then sees its detail. */
export function OrderLookup({ locale }: { locale: string }) {
  const t = useTranslations('OrderLookup');
  const id = useId();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<LookupForm>({
    resolver: zodResolver(OrderLookupSchema),
  });
  const errorOf = (name: Field) => {
    if (!formState.errors[name]) return undefined;
    return String(getValues(name) ?? '').trim() === '' ? t('required') : t(INVALID[name] ?? 'required');
  };

  async function submit(v: LookupForm) {
    setFailure(null);
    const result = await bffFetch<OrderDetail>('/api/orders/lookup', {
      method: 'POST',
      body: JSON.stringify(v),
      quiet: true,
    });
    if (result.ok) return setOrder(result.data);
    setOrder(null);
    setFailure(result.msg || t('failed'));
  }

  const phase = order ? currentPhase(order) : null;
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
      {order && phase && (
        <OrderDetailView
          order={order}
          phase={phase}
          locale={locale}
          actions={<OrderActions orderNo={order.orderNo} payable={isPayable(phase)} onCancelled={setOrder} />}
        />
      )}
    </div>
  );
}
