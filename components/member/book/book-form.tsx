'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { Refusal } from './member-book';
import { useBookRule } from './book-rules';

export type FieldSpec<V> = {
  name: keyof V & string;
  label: string;
  hint?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  type?: 'text' | 'email';
  autoComplete?: string;
  options?: { value: string; name: string }[];
  /** Shown only when this answers true (a company's fields). */
  when?: (values: V) => boolean;
};

type Props<V extends Record<string, string>> = {
  heading: string;
  initial: V;
  fields: FieldSpec<V>[];
  /** The kind's rules on the values (keys by field), the same the BFF and airline-api run. */
  validate: (values: V) => Record<string, string>;
  /** Whether the "set as default" box is offered, and its first state. */
  defaultBox?: { checked: boolean } | null;
  onSave: (values: V, isDefault: boolean) => Promise<Refusal>;
  onCancel: () => void;
  /** Fields of their own (the address cascade); they report through onValues. */
  extra?: (values: V, errors: Record<string, string>, onValues: (patch: Partial<V>) => void) => ReactNode;
  /** The field after which `extra` stands (by default before every field). */
  extraAfter?: keyof V & string;
};

/**
 * The address book's form (spec §3): an inline panel that takes focus when it opens, checks the kind's
 * rules before sending, and shows each message beside its field; what the server refuses lands there too.
 */
export function BookForm<V extends Record<string, string>>({
  heading,
  initial,
  fields,
  validate,
  defaultBox,
  onSave,
  onCancel,
  extra,
  extraAfter,
}: Props<V>) {
  const t = useTranslations('MemberBook');
  const rule = useBookRule();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [isDefault, setDefault] = useState(defaultBox?.checked ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);

  const patch = (p: Partial<V>) => setValues((v) => ({ ...v, ...p }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const issues = validate(values);
    if (Object.keys(issues).length) {
      setErrors(Object.fromEntries(Object.entries(issues).map(([f, key]) => [f, rule(key)])));
      setFormError(t('fixFields'));
      return;
    }
    setErrors({});
    setBusy(true);
    const refused = await onSave(values, isDefault);
    setBusy(false);
    if (!refused) return;
    setErrors(refused.fields ?? {});
    setFormError(refused.form ?? '');
  }

  const shown = fields.filter((f) => !f.when || f.when(values));
  const split = extraAfter === undefined ? 0 : shown.findIndex((f) => f.name === extraAfter) + 1;
  const renderFields = (list: FieldSpec<V>[]) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {list.map((f) =>
        f.options ? (
          <SelectField
            key={f.name}
            id={`${id}-${f.name}`}
            name={f.name}
            label={f.label}
            error={errors[f.name]}
            value={values[f.name]}
            onChange={(e) => patch({ [f.name]: e.target.value } as Partial<V>)}
          >
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={f.name}
            id={`${id}-${f.name}`}
            name={f.name}
            label={f.label}
            hint={f.hint}
            error={errors[f.name]}
            value={values[f.name]}
            onChange={(e) => patch({ [f.name]: e.target.value } as Partial<V>)}
            maxLength={f.maxLength}
            inputMode={f.inputMode}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete ?? 'off'}
          />
        ),
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-brand-700 bg-white p-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-3">
        {extraAfter === undefined && extra?.(values, errors, patch)}
        {renderFields(shown.slice(0, split))}
        {extraAfter !== undefined && extra?.(values, errors, patch)}
        {split < shown.length && renderFields(shown.slice(split))}
        {defaultBox && (
          <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={isDefault}
              onChange={(e) => setDefault(e.target.checked)}
            />
            {t('makeDefault')}
          </label>
        )}
        <FormActions
          error={formError}
          busy={busy}
          saveLabel={t('save')}
          cancelLabel={t('cancel')}
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}
