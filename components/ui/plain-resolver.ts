import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver built from plain rule functions, so a form checks its fields in the browser
 * without zod (decision 5). `check` answers each field's problem ('required', 'invalid', ...), which becomes
 * that field's error `type` and `message`; with none, the form submits `output(values)`: the values as the
 * BFF takes them (trimmed, upper-cased, empty optional fields left out) rather than as typed.
 */
export function plainResolver<Values extends FieldValues, Output>(
  check: (values: Values) => Partial<Record<string, string>>,
  output: (values: Values) => Output,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, issue] of Object.entries(check(values))) {
      if (issue) errors[field] = { type: issue, message: issue };
    }
    if (Object.keys(errors).length === 0) return { values: output(values), errors: {} };
    // A flat form's errors by field name; FieldErrors of a generic form is a type TypeScript cannot build here.
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
