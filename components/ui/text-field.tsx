import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, fieldControlClass } from './field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Something beside the input on the same row, such as the get-code button. */
  addon?: ReactNode;
};

/** A labelled input whose localized error sits beside it and is announced through aria-describedby. */
export function TextField({
  id,
  label,
  error,
  hint,
  addon,
  className,
  ref,
  'aria-describedby': describedBy,
  ...input
}: Props) {
  return (
    <Field id={id} label={label} error={error} hint={hint} describedBy={describedBy} className={className}>
      {(control, invalid) => (
        <div className="flex gap-2">
          <input ref={ref} {...control} className={fieldControlClass(invalid, 'min-w-0 flex-1')} {...input} />
          {addon}
        </div>
      )}
    </Field>
  );
}
