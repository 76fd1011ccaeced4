import type { ReactNode } from 'react';

/** What the control of a field must carry so its label, hint and error reach assistive technology. */
type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  id: string;
  label: ReactNode;
  /** The localized error(s); several are read as one sentence. */
  error?: string | string[];
  hint?: ReactNode;
  /** Ids of other texts that describe the control, e.g. a hint shared by several fields; read first. */
  describedBy?: string;
  className?: string;
  /** Draws the control (input, select, textarea, with anything beside it) from the wiring it must carry. */
  children: (control: FieldControl, invalid: boolean) => ReactNode;
};

const messageOf = (error: string | string[] | undefined) => (Array.isArray(error) ? error.join('；') : error) || '';

/** The look of a text-like control; red once its field has an error. */
export function fieldControlClass(invalid: boolean, extra = ''): string {
  const border = invalid ? 'border-red-700' : 'border-slate-400';
  return `rounded-md border bg-white px-3 py-2 text-base text-slate-900 ${border} ${extra}`.trim();
}

/** An error beside its control; the control points to it with aria-describedby. */
export function FieldError({ id, error, role }: { id: string; error?: string | string[]; role?: 'alert' }) {
  const message = messageOf(error);
  if (!message) return null;
  return (
    <p id={id} role={role} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A label, its control and the control's hint and error: the control gets the id the label points to,
 * aria-invalid while there is an error, and aria-describedby naming the hint and the error (`{id}-hint`,
 * `{id}-error`).
 */
export function Field({ id, label, error, hint, describedBy, className, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = messageOf(error) !== '';
  const described = [describedBy, hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(
        { id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': described || undefined },
        invalid,
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
