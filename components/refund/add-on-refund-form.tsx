'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import type { AddOnRefundItem } from '@/lib/contract/add-on-refund';
import type { Currency } from '@/lib/contract/common';
import type { OrderDetail } from '@/lib/contract/order';
import { AddOnRefundItems } from './add-on-refund-items';
import { AddOnRefundQuote } from './add-on-refund-quote';
import { RefundFormFrame, RefundSubmitted } from './refund-submitted';
import { useAddOnRefundCommit, type AddOnRefundValues } from './use-add-on-refund-commit';
import { useQuote } from './use-quote';

type Props = {
  orderNo: string;
  segments: OrderDetail['segments'];
  currency: Currency;
  /** The order's add-ons as airline-api listed them (each with its block and window). */
  items: AddOnRefundItem[];
  locale: string;
  /** Where the order page is (the member's or the visitor's), for the link after submitting. */
  orderHref?: string;
};

/** Spec §5: at least one add-on. */
const resolver = plainResolver<AddOnRefundValues, AddOnRefundValues>(
  (v) => (v.addOnIds.length === 0 ? { addOnIds: 'itemsRequired' } : {}),
  (v) => v,
);

/**
 * Refunding add-ons alone (spec §2 /ancillary/refund; decision 23; decision 26): the order's add-ons by flight, each
 * with what comes back and until when, or why it cannot be refunded now; the quote of those chosen (asked again
 * whenever the choice changes); and the application. Submitting sends the quoted total: a changed amount quotes
 * again, and a refusal that means the list is stale reads it again and drops what can no longer be chosen. A retried
 * submission of the same choice is the same attempt (one application).
 */
export function AddOnRefundForm({ orderNo, segments, currency, items: initial, locale, orderHref }: Props) {
  const t = useTranslations('AddOnRefund');
  const te = useTranslations('Errors');
  const id = useId();
  const [items, setItems] = useState(initial);
  const form = useForm<AddOnRefundValues>({ resolver, defaultValues: { addOnIds: [] } });
  const chosen = useWatch({ control: form.control, name: 'addOnIds' });
  const quote = useQuote(chosen.length > 0 ? [...chosen].sort().join(',') : null, (signal) =>
    addOnRefunds.quote.call({ orderNo, addOnIds: chosen }, { quiet: true, signal }),
  );
  const commit = useAddOnRefundCommit({ form, orderNo, quote, onList: setItems });
  const sending = form.formState.isSubmitting;

  if (commit.submitted) return <RefundSubmitted application={commit.submitted} words={t} orderHref={orderHref} />;

  const { errors } = form.formState;
  const { key, current } = quote;
  const quoteHeadingId = `${id}-quote-heading`;
  const seatChosen = items.some((i) => i.kind === 'SEAT' && chosen.includes(i.addOnId));
  const anyOpen = items.some((i) => i.block === null);

  return (
    <RefundFormFrame id={id} onSubmit={form.handleSubmit(commit.send, commit.invalid)} intro={t('intro')}>
      <section aria-labelledby={`${id}-items-heading`} className="space-y-3">
        <h2 id={`${id}-items-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepItems')}
        </h2>
        <AddOnRefundItems
          control={form.control}
          id={id}
          items={items}
          segments={segments}
          currency={currency}
          locale={locale}
          onToggle={() => form.clearErrors('root')}
          disabled={sending}
        />
        <p className="text-xs text-slate-600">{t('timeZone')}</p>
        {errors.addOnIds && <p className="text-sm text-red-700">{t('itemsRequired')}</p>}
      </section>

      {!anyOpen ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t('nothing')}</p>
      ) : (
        <section aria-labelledby={quoteHeadingId} aria-busy={key !== null && !current} className="space-y-3">
          <h2 id={quoteHeadingId} className="text-lg font-semibold text-slate-900">
            {t('stepQuote')}
          </h2>
          {commit.notice && (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {commit.notice}
            </p>
          )}
          {key === null ? (
            <p className="text-sm text-slate-700">{t('quoteEmpty')}</p>
          ) : !current ? (
            <p role="status" className="text-sm text-slate-700">
              {t('quoteLoading')}
            </p>
          ) : !current.ok ? (
            <div role="alert" className="space-y-2 text-sm text-red-700">
              <p>{current.msg || te('networkAnomaly')}</p>
              <Button variant="link" className="min-h-6" onClick={quote.again}>
                {t('quoteRetry')}
              </Button>
            </div>
          ) : (
            <AddOnRefundQuote quote={current.data} segments={segments} locale={locale} />
          )}
          {seatChosen && <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{t('seatNote')}</p>}
        </section>
      )}
      {errors.root?.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.form.message}
        </p>
      )}
      {anyOpen && (
        <Button type="submit" variant="accent" busy={sending}>
          {sending ? t('submitting') : t('submit')}
        </Button>
      )}
    </RefundFormFrame>
  );
}
