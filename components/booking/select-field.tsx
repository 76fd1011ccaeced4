import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
};

/** A labelled select whose localized error sits beside it and is announced through aria-describedby. */
export function SelectField({ id, label, error, className, ref, children, ...select }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
