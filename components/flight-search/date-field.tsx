'use client';

import { FieldError } from './field-error';

type Props = {
  id: string;
  label: string;
  value: string;
  min: string;
  max: string;
  hintId: string;
  errors: string[];
  onChange: (date: string) => void;
};

/** A native date input bounded to today .. today+180 (spec §5 Search, MAX_DAYS_AHEAD). */
export function DateField({ id, label, value, min, max, hintId, errors, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        required
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errors.length ? errorId : ''].filter(Boolean).join(' ')}
        className={`w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${errors.length ? 'border-red-700' : 'border-slate-400'}`}
      />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}
