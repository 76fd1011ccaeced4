'use client';

import { Button } from './button';

type Props = {
  /** The form's own line (a refusal that is not beside a field); announced when it appears. */
  error?: string;
  busy?: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
};

/** The foot of an inline add-or-edit form: its error line, then Save (submits) and Cancel. */
export function FormActions({ error, busy, saveLabel, cancelLabel, onCancel }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
