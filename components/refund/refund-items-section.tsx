'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { OrderItemChecklist, segmentLegendValues, ticketStatusKey } from '@/components/ui/order-item-checklist';
import type { OrderDetail } from '@/lib/contract/order';
import { bookedName } from './refund-format';
import { guardianIssues, isRefundable, itemKey } from './refund-rules';
import type { RefundFormApi } from './refund-values';

type Props = {
  form: RefundFormApi;
  order: OrderDetail;
  id: string;
  /** The items' error in words, if any. */
  error: string | undefined;
  disabled: boolean;
};

/**
 * Step 1: the passengers and segments (usable issued tickets only; a child or infant chosen without the
 * guardian is said beside it, before anything is asked of the server).
 */
export function RefundItemsSection({ form, order, id, error, disabled }: Props) {
  const t = useTranslations('Refund');
  const to = useTranslations('Order');
  const te = useTranslations('Errors');
  const segments = [...order.segments].sort((a, b) => a.segIndex - b.segIndex);
  const typeLabel = (type: string) => t(`passengerType.${type}` as 'passengerType.ADT');

  return (
    <section aria-labelledby={`${id}-items-heading`} className="space-y-3">
      <h2 id={`${id}-items-heading`} className="text-lg font-semibold text-slate-900">
        {t('stepItems')}
      </h2>
      <Controller
        control={form.control}
        name="items"
        render={({ field }) => (
          <OrderItemChecklist
            passengers={order.passengers}
            segments={segments}
            tickets={order.tickets}
            idPrefix={id}
            selectable={isRefundable}
            itemKey={itemKey}
            chosen={new Set(field.value.map(itemKey))}
            guardianMissing={guardianIssues(order, field.value)}
            onToggle={(item, on) => {
              const key = itemKey(item);
              field.onChange(on ? [...field.value, item] : field.value.filter((i) => itemKey(i) !== key));
              // The quote asked about the old choice; the new one is asked anew.
              form.clearErrors('root.quote');
            }}
            disabled={disabled}
            legend={(segment) => t('segment', segmentLegendValues(segment))}
            passengerLabel={(passenger) => `${bookedName(passenger)} · ${typeLabel(passenger.type)}`}
            statusText={(ticket) => t('notRefundable', { status: to(ticketStatusKey(ticket) as 'notIssued') })}
            guardianMessage={te('7100002')}
            testIds={{ status: 'refund-item-status', guardian: 'refund-guardian' }}
          />
        )}
      />
      {error && (
        <p className="text-sm text-red-700" data-testid="refund-items-error">
          {error}
        </p>
      )}
    </section>
  );
}
