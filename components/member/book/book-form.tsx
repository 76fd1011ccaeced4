'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { bookResolver, DEFAULT_BOX, entryOf, type BookChoice, type BookValues } from './book-values';
import { useBookRule } from './book-rules';
import type { Refusal } from './member-book';
import { useMemberFormErrors } from './use-member-form-errors';
import { InlineFormSection } from './form-section';

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
 * rules before sending (react-hook-form with lib/domain's rules), and shows each message beside its field;
 * what the server refuses lands there too.
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
  const id = useId();
  const form = useForm<BookValues, unknown, BookChoice<V>>({
    defaultValues: { ...initial, [DEFAULT_BOX]: defaultBox?.checked ?? false },
    resolver: bookResolver(validate),
    // As before: the panel's heading keeps the focus; the form's line says to fix the marked fields.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const values = entryOf<V>(useWatch({ control }) as BookValues);
  const { messages, formLine, refuse, fixFields } = useMemberFormErrors(form, t('fixFields'), useBookRule());

  async function submit({ entry, isDefault }: BookChoice<V>) {
    refuse(await onSave(entry, isDefault));
  }

  const patch = (p: Partial<V>) => {
    for (const [name, value] of Object.entries(p))
      setValue(name, value as string, { shouldValidate: formState.isSubmitted });
  };

  const shown = fields.filter((f) => !f.when || f.when(values));
  const split = extraAfter === undefined ? 0 : shown.findIndex((f) => f.name === extraAfter) + 1;
  const renderFields = (list: FieldSpec<V>[]) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {list.map((f) =>
        f.options ? (
          <SelectField
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            error={messages[f.name]}
            {...register(f.name)}
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
            label={f.label}
            hint={f.hint}
            error={messages[f.name]}
            maxLength={f.maxLength}
            inputMode={f.inputMode}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete ?? 'off'}
            {...register(f.name)}
          />
        ),
      )}
    </div>
  );

  return (
    <InlineFormSection
      id={id}
      heading={heading}
      words={t}
      onSubmit={handleSubmit(submit, fixFields)}
      actions={{ error: formLine, busy: formState.isSubmitting, onCancel }}
    >
      {extraAfter === undefined && extra?.(values, messages, patch)}
      {renderFields(shown.slice(0, split))}
      {extraAfter !== undefined && extra?.(values, messages, patch)}
      {split < shown.length && renderFields(shown.slice(split))}
      {defaultBox && (
        <label className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-5 w-5" {...register(DEFAULT_BOX)} />
          {t('makeDefault')}
        </label>
      )}
    </InlineFormSection>
  );
}
