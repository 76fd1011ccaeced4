import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, fieldControlClass } from './field';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled select whose localized error sits beside it and is announced through aria-describedby. */
export function SelectField({
  id,
  label,
  error,
  className,
  ref,
  children,
  'aria-describedby': describedBy,
  ...select
}: Props) {
  return (
    <Field id={id} label={label} error={error} describedBy={describedBy} className={className}>
      {(control, invalid) => (
        <select ref={ref} {...control} className={fieldControlClass(invalid, 'w-full')} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
