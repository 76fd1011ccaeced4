import type { BffResult } from './bff-fetch';
import type { RefundApplication, RefundCommitFields, RefundQuoteBody, RefundQuoteData } from '@/lib/contract/refund';
import { getOperation, postOperation, type Operation } from './operation';
import { uploadWithProgress } from './special-documents';

/**
 * Refunds of a ticket order (/refunds/selair/{orderNo}; app/api/refunds; decision 23; spec §3 refund
 * application, §4, §5, §9). The browser names the order, the passengers and segments, the type and the reason;
 * it never sends a visitor's proof: the BFF adds the member's token, or the proof the visitor order seal holds
 * for this order. The commit is multipart/form-data (decision 19): the JSON of the fields in `payload`, the
 * attempt id (the BFF makes it the idempotency key, so a retried click makes one application) and the picked
 * files under `attachments`, sent with `uploadWithProgress` for the progress bar.
 */

/** The fields of a commit as the browser writes them (the scope is the BFF's). */
export type RefundCommitPayload = Omit<RefundCommitFields, 'visitor'>;

/** What a commit sends: the payload's JSON, the attempt id, and the files in the order picked. */
export type RefundCommitInput = { payload: string; attempt: string; attachments: readonly Blob[] };

/** The multipart input of a commit from its fields, the attempt id and the files. */
export function commitInput(
  payload: RefundCommitPayload,
  attempt: string,
  attachments: readonly Blob[],
): RefundCommitInput {
  return { payload: JSON.stringify(payload), attempt, attachments };
}

/** What these passengers and segments would give back (fare, fee, taxes, add-ons, points), nothing recorded. */
export const quote = postOperation<Omit<RefundQuoteBody, 'visitor'>, RefundQuoteData>('/api/refunds/quote');

/**
 * The refund application. `call` sends it without a progress bar and is always quiet (the form shows its own
 * error line); the form sends it with `uploadWithProgress(refunds.commit, …)`.
 */
export const commit: Operation<RefundCommitInput, RefundApplication> = (() => {
  const op = postOperation<RefundCommitInput, RefundApplication>('/api/refunds/commit');
  return {
    ...op,
    call: (input: RefundCommitInput): Promise<BffResult<RefundApplication>> =>
      uploadWithProgress(op, input, () => undefined),
  };
})();

/** The order's refund applications, newest first: their trackers. */
export const list = getOperation<{ orderNo: string }, { list: RefundApplication[] }>('/api/refunds/list');

export { uploadWithProgress };
