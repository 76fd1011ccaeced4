'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from './button';

export type ConfirmPanelProps = {
  /** The question, e.g. 'Delete Ann?'. */
  question: string;
  confirmLabel: string;
  keepLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

/**
 * An inline "are you sure?" before something is deleted: an alertdialog whose confirm button takes the
 * focus when it opens, so a keyboard user answers it at once; Keep closes it.
 */
export function ConfirmPanel({ question, confirmLabel, keepLabel, busy, onConfirm, onKeep }: ConfirmPanelProps) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={id} className="rounded-md border border-red-300 bg-red-50 p-3">
      <p id={id} className="mb-2 text-sm text-red-900">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirm} variant="danger" size="sm" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" size="sm" onClick={onKeep}>
          {keepLabel}
        </Button>
      </div>
    </div>
  );
}
