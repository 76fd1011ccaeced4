'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Field, fieldControlClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  BAGGAGE_DIMENSION_MAX_CM,
  BAGGAGE_PURPOSE_MAX,
  OVERSIZE_SIDE_CM,
  SPECIAL_BAGGAGE_TYPES,
} from '@/lib/domain/service-request-rules';
import { CHOICE_CLASSES as C } from './choice-classes';
import { SIDES, showsOversize, type ServiceRequestChoice, type ServiceRequestValues } from './service-request-values';

type Props = {
  idp: string;
  control: Control<ServiceRequestValues, unknown, ServiceRequestChoice>;
  register: UseFormRegister<ServiceRequestValues>;
  /** The localized error of each field. */
  errorOf: (field: keyof ServiceRequestValues) => string | undefined;
};

/**
 * Spec §5 Special baggage: the type, the three sides (whole centimetres below 150, spec §9; the oversize note as
 * soon as one is over 1 metre) and what the item is for.
 */
export function SpecialBaggageFields({ idp, control, register, errorOf }: Props) {
  const t = useTranslations('ServiceRequest');
  const sides = useWatch({ control, name: [...SIDES] });
  return (
    <>
      <SelectField
        id={`${idp}-type`}
        label={t('baggageTypeLabel')}
        error={errorOf('baggageType')}
        {...register('baggageType')}
      >
        <option value="">{t('baggageTypeChoose')}</option>
        {SPECIAL_BAGGAGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`baggageType.${type}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="min-w-0" aria-describedby={`${idp}-dims-hint`}>
        <legend className={C.legend}>{t('dimensionsLegend')}</legend>
        <p id={`${idp}-dims-hint`} className="mb-2 text-xs text-slate-600">
          {t('dimensionsHint', { max: BAGGAGE_DIMENSION_MAX_CM, oversize: OVERSIZE_SIDE_CM })}
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {SIDES.map((side) => (
            <TextField
              key={side}
              id={`${idp}-${side}`}
              label={t(`side.${side}`)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              error={errorOf(side)}
              {...register(side)}
            />
          ))}
        </div>
        {showsOversize(sides) && (
          <p role="status" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
            {t('oversizeNote', { oversize: OVERSIZE_SIDE_CM })}
          </p>
        )}
      </fieldset>
      <Field
        id={`${idp}-purpose`}
        label={t('purpose')}
        hint={t('purposeHint', { max: BAGGAGE_PURPOSE_MAX })}
        error={errorOf('purpose')}
      >
        {(fieldControl, invalid) => (
          <textarea
            {...fieldControl}
            rows={3}
            maxLength={BAGGAGE_PURPOSE_MAX * 2}
            className={fieldControlClass(invalid, 'w-full')}
            {...register('purpose')}
          />
        )}
      </Field>
    </>
  );
}
