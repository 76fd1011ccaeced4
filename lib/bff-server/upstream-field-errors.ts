import type { FieldErrors } from '@/lib/schemas/field-errors';

/**
 * The rule keys airline-api names per field of a refused body (`data.fieldErrors`), passed on for the form to show
 * beside each field. `field` renames airline-api's field to the form's (say, drops a `passenger.` prefix). Anything
 * that is not a plain field name and rule key is left out, so no upstream text reaches the browser; undefined when
 * nothing is left.
 */
export function upstreamFieldErrors(data: unknown, field = (name: string) => name): FieldErrors | undefined {
  const errors = (data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors)
    .map(([name, key]) => [field(name), key] as const)
    .filter(
      (entry): entry is readonly [string, string] =>
        /^[A-Za-z]{1,40}$/.test(entry[0]) && typeof entry[1] === 'string' && /^[A-Za-z]{1,60}$/.test(entry[1]),
    );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
