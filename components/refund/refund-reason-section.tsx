'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Field, fieldControlClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { RefundReason, RefundType } from '@/lib/contract/refund';
import { NOTE_MAX, REASONS } from './refund-rules';
import type { RefundFormApi } from './refund-values';

const TYPES: readonly RefundType[] = ['VOLUNTARY', 'INVOLUNTARY'];

type Props = {
  form: RefundFormApi;
  id: string;
  errors: { reason?: string; note?: string };
  disabled: boolean;
};

/** Step 2: the type, a reason of that type, and the note (required for 'other', counted). */
export function RefundReasonSection({ form, id, errors, disabled }: Props) {
  const t = useTranslations('Refund');
  const tt = useTranslations('RefundTracker');
  const { control, register, getValues, setValue } = form;
  const [refundType, reason, note] = useWatch({ control, name: ['refundType', 'reason', 'note'] });
  const noteRequired = reason === 'OTHER';

  /** A reason the new type has not is dropped; one both have ('other') stays. */
  const typeChanged = (type: RefundType) => {
    const current = getValues('reason');
    if (current && !REASONS[type].includes(current as RefundReason)) setValue('reason', '');
  };

  return (
    <section aria-labelledby={`${id}-type-heading`} className="space-y-3">
      <h2 id={`${id}-type-heading`} className="text-lg font-semibold text-slate-900">
        {t('stepType')}
      </h2>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('refundType')}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
          {TYPES.map((type) => (
            <label key={type} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                value={type}
                className="h-6 w-6 shrink-0"
                disabled={disabled}
                {...register('refundType', { onChange: (e) => typeChanged(e.target.value as RefundType) })}
              />
              <span>{t(`type.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        id={`${id}-reason`}
        label={t('reason')}
        error={errors.reason}
        disabled={disabled}
        {...register('reason', { deps: ['note'] })}
      >
        <option value="">{t('reasonPlaceholder')}</option>
        {REASONS[refundType].map((value) => (
          <option key={value} value={value}>
            {tt(`reason.${value}`)}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${id}-note`}
        label={noteRequired ? t('noteRequiredLabel') : t('note')}
        hint={noteRequired ? t('noteHintOther') : t('noteHint')}
        error={errors.note}
        describedBy={`${id}-note-count`}
      >
        {(control, invalid) => (
          <textarea
            {...control}
            rows={3}
            maxLength={NOTE_MAX}
            required={noteRequired}
            disabled={disabled}
            className={fieldControlClass(invalid, 'w-full')}
            {...register('note')}
          />
        )}
      </Field>
      <p id={`${id}-note-count`} className="text-right text-xs text-slate-600" data-testid="refund-note-count">
        {t('noteCount', { n: note.length, max: NOTE_MAX })}
      </p>
    </section>
  );
}
