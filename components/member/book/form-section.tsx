'use client';

import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';
import { FormActions } from '@/components/ui/form-actions';

/**
 * An inline add-or-edit form of the member pages: a framed section named by its heading (which takes the focus
 * when the form opens), the fields, then the form's line with Save and Cancel.
 */
export function InlineFormSection({
  id,
  heading,
  words,
  onSubmit,
  actions: { error, busy, onCancel },
  children,
}: {
  id: string;
  heading: string;
  /** The page's words for the two buttons. */
  words: (key: 'save' | 'cancel') => string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** `error`: the form's own line (a refusal that is not beside a field). */
  actions: { error?: string; busy: boolean; onCancel: () => void };
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-brand-700 bg-white p-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        {children}
        <FormActions
          error={error}
          busy={busy}
          saveLabel={words('save')}
          cancelLabel={words('cancel')}
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}
