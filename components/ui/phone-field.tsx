'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldControlClass } from './field';

/** International area codes offered first; 86 (mainland China) is the default (spec §9). */
const AREA_CODES = ['86', '852', '853', '886', '1', '44', '81', '82', '65', '60', '66', '61'] as const;

type Props = {
  id: string;
  label: string;
  error?: string;
  areaProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  phoneProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

/** Area code and phone number (spec §3 login fields); the label and the error are the phone's. */
export function PhoneField({ id, label, error, areaProps, phoneProps }: Props) {
  const t = useTranslations('PhoneField');
  return (
    <Field id={id} label={label} error={error}>
      {(control, invalid) => (
        <div className="flex gap-2">
          <select
            aria-label={t('areaCode')}
            className="w-28 shrink-0 rounded-md border border-slate-400 bg-white px-2 py-2 text-base text-slate-900"
            {...areaProps}
          >
            {AREA_CODES.map((code) => (
              <option key={code} value={code}>
                +{code} {t(`areas.${code}`)}
              </option>
            ))}
          </select>
          <input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={fieldControlClass(invalid, 'min-w-0 flex-1')}
            {...phoneProps}
          />
        </div>
      )}
    </Field>
  );
}
