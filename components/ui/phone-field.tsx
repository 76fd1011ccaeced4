'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';

/** International area codes offered first; 86 (mainland China) is the default (spec §9). */
export const AREA_CODES = ['86', '852', '853', '886', '1', '44', '81', '82', '65', '60', '66', '61'] as const;

type Props = {
  id: string;
  label: string;
  error?: string;
  areaProps: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  phoneProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  addon?: ReactNode;
};

/** Area code and phone number (spec §3 login fields); the error is the phone's and sits beside it. */
export function PhoneField({ id, label, error, areaProps, phoneProps, addon }: Props) {
  const t = useTranslations('PhoneField');
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
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
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
          {...phoneProps}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
