'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundQuoteData } from '@/lib/contract/refund';
import { RefundQuote } from './refund-quote';
import type { RefundFormApi } from './refund-values';
import type { Quote } from './use-quote';

type Props = {
  form: RefundFormApi;
  order: OrderDetail;
  locale: string;
  id: string;
  quote: Quote<RefundQuoteData>;
  /** The choices break the guardian rule: no quote is asked. */
  guardianMissing: boolean;
  /** 'amount changed' and the like, after a refused submission. */
  notice: string | null;
  errors: { quote?: string; confirm?: string };
  disabled: boolean;
};

/**
 * Step 4: the quote, asked again whenever the items or the type change, and the voluntary fee to accept when the
 * request turned voluntary (spec §4).
 */
export function RefundQuoteSection({
  form,
  order,
  locale,
  id,
  quote,
  guardianMissing,
  notice,
  errors,
  disabled,
}: Props) {
  const t = useTranslations('Refund');
  const te = useTranslations('Errors');
  const { key, current } = quote;
  const headingId = `${id}-quote-heading`;

  return (
    <section aria-labelledby={headingId} aria-busy={key !== null && !current} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('stepQuote')}
      </h2>
      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="refund-notice">
          {notice}
        </p>
      )}
      {key === null ? (
        <p className="text-sm text-slate-700">{guardianMissing ? t('quoteGuardian') : t('quoteEmpty')}</p>
      ) : !current ? (
        <p role="status" className="text-sm text-slate-700">
          {t('quoteLoading')}
        </p>
      ) : !current.ok ? (
        <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="refund-quote-failed">
          <p>{current.msg || te('networkAnomaly')}</p>
          <Button variant="link" className="min-h-6" onClick={quote.again}>
            {t('quoteRetry')}
          </Button>
        </div>
      ) : (
        <RefundQuote quote={current.data} segments={order.segments} locale={locale} />
      )}
      {errors.quote && <p className="text-sm text-red-700">{errors.quote}</p>}
      {quote.quote?.converted && (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">{t('convertedNotice')}</p>
          <Controller
            control={form.control}
            name="confirmedFor"
            render={({ field }) => (
              <label htmlFor={`${id}-confirm`} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  id={`${id}-confirm`}
                  type="checkbox"
                  className="h-6 w-6 shrink-0"
                  required
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  checked={key !== null && field.value === key}
                  disabled={disabled}
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
                  onChange={(e) => field.onChange(e.target.checked ? key : null)}
                />
                <span className="font-medium text-slate-900">{t('confirmVoluntary')}</span>
              </label>
            )}
          />
          {errors.confirm && (
            <p id={`${id}-confirm-error`} className="text-sm text-red-700">
              {errors.confirm}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
