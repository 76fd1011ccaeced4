import 'server-only';
import { FormData } from 'undici';
import {
  REFUND_ATTACHMENTS_FIELD,
  REFUND_PAYLOAD_FIELD,
  RefundApplicationSchema,
  RefundListDataSchema,
  RefundQuoteDataSchema,
  UpstreamPath,
  type RefundCommitFields,
  type RefundQuoteBody,
} from '@/lib/contract';
import type { z } from 'zod';
import type { RefundListBodySchema } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Refunds (decision 23; spec §3 refund application, §4 involuntary-to-voluntary, §5 refund rules, §7
 * /modAndRef/api/refund/...). airline-api prices and records every refund; these calls carry the scope: the
 * member's token in the context, or (for a visitor) `visitor` in the body with no token at all. The commit is
 * multipart/form-data (docs/decisions/0019-multipart-uploads.md): the JSON of its fields in `payload`, then up
 * to four attachments of 2 MB, given longer than the usual timeout to travel.
 */
const UPLOAD_TIMEOUT_MS = 60_000;

const EXTENSION: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };

/**
 * The commit as airline-api reads it: `payload`, then each attachment in order under `attachments`. The files
 * are named `attachment-1`… (with the extension of their declared type): the traveller's own file names are not
 * sent on, and airline-api decides the format by the bytes anyway.
 */
function commitForm(fields: RefundCommitFields, attachments: readonly Blob[]): FormData {
  const form = new FormData();
  form.append(REFUND_PAYLOAD_FIELD, JSON.stringify(fields));
  attachments.forEach((file, i) =>
    form.append(REFUND_ATTACHMENTS_FIELD, file, `attachment-${i + 1}${EXTENSION[file.type] ?? ''}`),
  );
  return form;
}

/** Spec §7 refund/: what these passengers and segments would give back, before anything is submitted. */
export function refundQuote(context: UpstreamContext, body: RefundQuoteBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.refundQuote, body, data: RefundQuoteDataSchema, context });
}

/**
 * Spec §7 refund/commitV2: the refund application. The key makes a retried request answer the same
 * application instead of a second one.
 */
export function refundCommit(
  context: UpstreamContext,
  fields: RefundCommitFields,
  attachments: readonly Blob[],
  idempotencyKey: string,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.refundCommit,
    body: commitForm(fields, attachments),
    data: RefundApplicationSchema,
    context,
    idempotencyKey,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** The order's refund applications, newest first (their trackers). */
export function refundList(context: UpstreamContext, body: z.input<typeof RefundListBodySchema>) {
  return callUpstream({ method: 'POST', path: UpstreamPath.refundList, body, data: RefundListDataSchema, context });
}
