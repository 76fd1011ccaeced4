'use client';

import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { InlineFormSection } from './book/form-section';
import { useMemberFormErrors, type FormRefusal } from './book/use-member-form-errors';
import { PersonFields, type PersonFieldName, type PersonFieldsProps } from './person-fields';

type Props<Values extends FieldValues, Submitted> = Omit<PersonFieldsProps, 'field'> & {
  form: UseFormReturn<Values, unknown, Submitted>;
  heading: string;
  /** The page's words for Save and Cancel. */
  words: (key: 'save' | 'cancel') => string;
  /** The form's line when the browser's rules refuse, and a rule key of them as a message. */
  fixFieldsLine: string;
  rule: (key: string) => string;
  /** Saves what the rules let through; answers what to show beside the fields and on the form's line (null: saved). */
  onSave: (data: Submitted) => Promise<FormRefusal>;
  onCancel: () => void;
};

/**
 * The inline add-or-edit form of a person a member keeps (spec §3: a saved passenger, a beneficiary): PersonFields
 * in an InlineFormSection, the browser's and the server's messages beside their fields (useMemberFormErrors), and
 * the form's line with Save and Cancel. The owner holds the form (its values and rules) and what saving means.
 */
export function PersonForm<Values extends FieldValues, Submitted>({
  form,
  heading,
  words,
  fixFieldsLine,
  rule,
  onSave,
  onCancel,
  ...fields
}: Props<Values, Submitted>) {
  const id = useId();
  const { messages, formLine, refuse, fixFields } = useMemberFormErrors(form, fixFieldsLine, rule);
  const field = (name: PersonFieldName) => ({
    id: `${id}-${name}`,
    error: messages[name],
    ...form.register(name as Path<Values>),
  });
  return (
    <InlineFormSection
      id={id}
      heading={heading}
      words={words}
      onSubmit={form.handleSubmit(async (data) => refuse(await onSave(data)), fixFields)}
      actions={{ error: formLine, busy: form.formState.isSubmitting, onCancel }}
    >
      <PersonFields field={field} {...fields} />
    </InlineFormSection>
  );
}
