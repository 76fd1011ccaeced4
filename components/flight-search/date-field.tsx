'use client';

import { Field, fieldControlClass } from '@/components/ui/field';

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
  return (
    <Field id={id} label={label} error={errors} describedBy={hintId}>
      {(control, invalid) => (
        <input
          {...control}
          type="date"
          required
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={fieldControlClass(invalid, 'w-full')}
        />
      )}
    </Field>
  );
}
