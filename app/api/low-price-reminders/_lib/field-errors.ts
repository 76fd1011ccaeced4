import type { FieldErrors } from '@/lib/schemas/field-errors';

/** The rule keys airline-api names per field (LowPriceRemind.errors), passed on for the form to show beside each. */
export function reminderFieldErrors(data: unknown): FieldErrors | undefined {
  const errors = (data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] =>
      /^[A-Za-z]{1,40}$/.test(entry[0]) && typeof entry[1] === 'string' && /^[A-Za-z]{1,60}$/.test(entry[1]),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
