'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { COMPANION_NAME_MAX, WHEELCHAIR_TYPES } from '@/lib/domain/service-request-rules';
import { CHOICE_CLASSES as C } from './choice-classes';
import type { ServiceRequestValues } from './service-request-values';

type Props = {
  idp: string;
  register: UseFormRegister<ServiceRequestValues>;
  /** The localized error of each field. */
  errorOf: (field: keyof ServiceRequestValues) => string | undefined;
};

/** Spec §5 Wheelchair: the type (with what each includes), the companion's name and phone, and at arrival too. */
export function WheelchairFields({ idp, register, errorOf }: Props) {
  const t = useTranslations('ServiceRequest');
  const typeError = errorOf('wheelchairType');
  return (
    <>
      <fieldset className="min-w-0" aria-describedby={typeError ? `${idp}-type-error` : undefined}>
        <legend className={C.legend}>{t('wheelchairLegend')}</legend>
        <div className="space-y-2">
          {WHEELCHAIR_TYPES.map((type) => (
            <label key={type} className={C.choice}>
              <input type="radio" value={type} className={`${C.radio} mt-0.5`} {...register('wheelchairType')} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{t(`wheelchairType.${type}`)}</span>
                <span className="block text-slate-700">{t(`wheelchairHint.${type}`)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${idp}-type-error`} error={typeError} />
      </fieldset>
      <TextField
        id={`${idp}-companion-name`}
        label={t('companionName')}
        hint={t('companionNameHint', { max: COMPANION_NAME_MAX })}
        maxLength={COMPANION_NAME_MAX * 2}
        autoComplete="off"
        error={errorOf('companionName')}
        {...register('companionName')}
      />
      <PhoneField
        id={`${idp}-companion-phone`}
        label={t('companionPhone')}
        error={errorOf('companionMobile') ?? errorOf('companionAreaCode')}
        areaProps={register('companionAreaCode')}
        phoneProps={{ maxLength: 15, ...register('companionMobile') }}
      />
      <label className="flex min-h-10 cursor-pointer items-start gap-2 text-sm text-slate-900">
        <input type="checkbox" className={`${C.radio} mt-0.5`} {...register('atArrival')} />
        <span>
          <span className="block font-medium">{t('atArrival')}</span>
          <span className="block text-slate-700">{t('atArrivalHint')}</span>
        </span>
      </label>
    </>
  );
}
