import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A BFF refusal's field errors (`fieldErrors`: field → message key) put beside this form's own fields, the others
 * left out; whether any was put, so the caller says the refusal under the form when none was. One step every
 * look-up form shares (ticket validation, certificates, e-invoices), so each keeps what was typed and says why.
 */
export function applyFieldErrors<V extends FieldValues>(
  fieldErrors: Record<string, string> | undefined,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  const known = Object.entries(fieldErrors ?? {}).filter(([f]) => (fields as readonly string[]).includes(f));
  for (const [field, key] of known) setError(field as Path<V>, { type: 'server', message: key });
  return known.length > 0;
}
