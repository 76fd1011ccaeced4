import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  /** The terms to agree to. */
  terms: string;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** The refusal, said in place above the button (its id is what the form is described by). */
  error: ReactNode | null;
  errorId: string;
  busy: boolean;
  submit: string;
  submitting: string;
  testId: string;
};

/**
 * The end of a product form (a purchase, a refund; decision 67): the terms' checkbox, the refusal if there is one,
 * and the button, which says it is working while the request is out.
 */
export function AgreeAndSubmit({ terms, agreed, onAgree, error, errorId, busy, submit, submitting, testId }: Props) {
  return (
    <>
      <label className="flex min-h-6 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={agreed}
          onChange={(e) => onAgree(e.target.checked)}
        />
        <span>{terms}</span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" variant="accent" busy={busy} data-testid={testId}>
        {busy ? submitting : submit}
      </Button>
    </>
  );
}
