'use client';

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A refusal as the member centre's lists answer it: messages already in the page's language. */
export type FormRefusal = { fields?: Partial<Record<string, string>>; form?: string } | null;

/**
 * The messages of a member centre form: the browser's rule keys said through `rule`, the server's refusals
 * (already localized) through setError beside their fields, and the form's line as the root error (RHF drops it
 * at the next submit, as the line went before).
 */
export function useMemberFormErrors<T extends FieldValues, Submitted>(
  form: UseFormReturn<T, unknown, Submitted>,
  fixFieldsLine: string,
  rule: (key: string) => string,
) {
  const { errors } = form.formState;
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = error && typeof error.message === 'string' ? error.message : '';
    if (field === 'root' || !message) continue;
    messages[field] = error!.type === 'server' ? message : rule(message);
  }

  return {
    /** Field → its localized message. */
    messages,
    formLine: errors.root?.message ?? '',
    /** The browser's rules refused: the line asks to fix the marked fields. */
    fixFields: () => form.setError('root', { type: 'fixFields', message: fixFieldsLine }),
    /** Puts a refusal beside its fields and on the form's line; nothing when saved. */
    refuse: (refused: FormRefusal) => {
      if (!refused) return;
      for (const [field, message] of Object.entries(refused.fields ?? {}))
        if (message) form.setError(field as Path<T>, { type: 'server', message });
      if (refused.form) form.setError('root', { type: 'server', message: refused.form });
    },
  };
}
