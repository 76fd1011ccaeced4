'use client';

import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { Field, fieldControlClass } from '@/components/ui/field';
import { DISCOUNT_OPTIONS, PRICE_MAX_YUAN } from '@/lib/domain/low-price-reminder-rules';
import { PriceNow } from './price-now';
import type { PriceState } from './use-lowest-fare';
import type { ReminderSectionProps } from './reminder-values';

type Props = ReminderSectionProps & { price: PriceState };

/** The rule (spec §3): a price in whole yuan, or a discount of 1 to 8 tenths; then the lowest fare now. */
export function ReminderRuleFields({ form, fieldId, error, price }: Props) {
  const t = useTranslations('LowPriceRemind');
  const { control, register } = form;
  const [mode, discountTenths] = useWatch({ control, name: ['mode', 'discountTenths'] });
  const tenths = Number(discountTenths);

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('ruleLegend')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['PRICE', 'DISCOUNT'] as const).map((m) => (
          <label key={m} className="inline-flex min-h-6 items-center gap-2 text-slate-800">
            <input type="radio" value={m} className="h-5 w-5" {...register('mode')} />
            {m === 'PRICE' ? t('rulePrice') : t('ruleDiscount')}
          </label>
        ))}
      </div>
      {mode === 'PRICE' ? (
        <Field id={fieldId('priceThreshold')} label={t('priceLabel')} error={error('priceThreshold')}>
          {(wiring, invalid) => (
            <Controller
              control={control}
              name="priceThreshold"
              render={({ field }) => (
                <input
                  {...wiring}
                  {...field}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={String(PRICE_MAX_YUAN).length}
                  // Whole yuan only: anything but digits is dropped as it is typed.
                  onChange={(e) => field.onChange(e.target.value.replace(/[^\d]/g, ''))}
                  className={fieldControlClass(invalid, 'w-full sm:w-48')}
                />
              )}
            />
          )}
        </Field>
      ) : (
        <Field
          id={fieldId('discountTenths')}
          label={t('discountLabel')}
          error={error('discountTenths')}
          hint={t('discountHint', { tenths, percent: tenths * 10 })}
        >
          {(wiring, invalid) => (
            <select
              {...wiring}
              {...register('discountTenths', { valueAsNumber: true })}
              className={fieldControlClass(invalid, 'w-full sm:w-48')}
            >
              {DISCOUNT_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {t('discountOption', { tenths: n, off: 100 - n * 10 })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <PriceNow state={price} />
    </fieldset>
  );
}
