import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { isUnknownOutcome, type BffResult } from '@/lib/bff-client/bff-fetch';
import * as refunds from '@/lib/bff-client/refunds';
import { ResultCode } from '@/lib/contract/codes';
import type { RefundApplication, RefundQuoteData } from '@/lib/contract/refund';
import type { RefundFormApi, RefundValues } from './refund-values';
import type { Quote } from './use-quote';

type Failure = Extract<BffResult<unknown>, { ok: false }>;

/** The codes airline-api says about the attachments: placed beside the picker. */
const FILE_CODES: readonly string[] = [
  ResultCode.REFUND_ATTACHMENT_LIMIT,
  ResultCode.REFUND_ATTACHMENT_TOO_LARGE,
  ResultCode.REFUND_ATTACHMENT_TYPE,
  ResultCode.UPLOAD_TOO_LARGE,
  ResultCode.UPLOAD_WRONG_FORMAT,
];
/** The refusals about one field, placed beside it. */
const FIELD_CODES: Partial<Record<string, 'reason' | 'note' | 'items'>> = {
  [ResultCode.REFUND_REASON_INVALID]: 'reason',
  [ResultCode.REFUND_NOTE_REQUIRED]: 'note',
  [ResultCode.REFUND_GUARDIAN_REQUIRED]: 'items',
};
/** The codes after which the amount shown is no longer the one that applies: quote again. */
const REQUOTE_CODES: readonly string[] = [ResultCode.REFUND_AMOUNT_CHANGED, ResultCode.REFUND_CONFIRM_VOLUNTARY];

/**
 * Sends the refund application with its files (multipart, with the upload's progress) and places the answer: a
 * stale amount quotes again with a notice; a refusal about the files, the reason, the note or the guardian beside
 * it; anything else as the form's line. The form keeps everything it holds on any failure.
 */
export function useRefundCommit(form: RefundFormApi, orderNo: string, quote: Quote<RefundQuoteData>) {
  const t = useTranslations('Refund');
  const te = useTranslations('Errors');
  const attempt = useRef<{ signature: string; id: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<RefundApplication | null>(null);

  /**
   * The quote is no field: without one for these choices, or with its voluntary fee not accepted, the form is not
   * sent. Says which, and answers whether it was either.
   */
  function quoteUnsettled(values: RefundValues): boolean {
    const { key, current } = quote;
    if (key !== null && !quote.quote) {
      const message = current && !current.ok ? current.msg || te('networkAnomaly') : t('quoteNotReady');
      form.setError('root.quote', { type: 'quote', message });
      return true;
    }
    if (quote.quote?.converted && values.confirmedFor !== key) {
      form.setError('confirmedFor', { type: 'confirm', message: t('confirmRequired') });
      return true;
    }
    return false;
  }

  function refused(result: Failure) {
    const msg = result.msg || te('networkAnomaly');
    if (!isUnknownOutcome(result.code)) attempt.current = null;
    if (REQUOTE_CODES.includes(result.code)) {
      quote.again();
      return setNotice(result.code === ResultCode.REFUND_AMOUNT_CHANGED ? t('amountChanged') : msg);
    }
    const field = FILE_CODES.includes(result.code) ? 'attachments' : FIELD_CODES[result.code];
    form.setError(field ?? 'root.form', { type: 'server', message: msg });
  }

  async function send(values: RefundValues) {
    if (progress !== null) return;
    if (quoteUnsettled(values) || !quote.quote || !values.reason) {
      form.setError('root.form', { type: 'fix', message: t('fixErrors') });
      return;
    }
    setNotice(null);
    const payload: refunds.RefundCommitPayload = {
      orderNo,
      items: values.items,
      refundType: values.refundType,
      reason: values.reason,
      note: values.note.trim(),
      confirmVoluntary: quote.quote.converted && values.confirmedFor === quote.key,
      quotedAmount: quote.quote.totalAmount,
    };
    // The same form sent again after an unknown outcome (a network failure) is the same attempt: one application.
    const files = values.attachments;
    const signature = `${JSON.stringify(payload)}|${files.map((f) => f.key).join(',')}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, id: crypto.randomUUID() };
    const input = refunds.commitInput(
      payload,
      attempt.current.id,
      files.map((f) => f.file),
    );
    setProgress(0);
    let result: BffResult<RefundApplication>;
    try {
      result = await refunds.uploadWithProgress(refunds.commit, input, setProgress);
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    setProgress(null);
    if (result.ok) setSubmitted(result.data);
    else refused(result);
  }

  /** Broken rules: the quote's state too, and the form's line. */
  function invalid() {
    quoteUnsettled(form.getValues());
    form.setError('root.form', { type: 'fix', message: t('fixErrors') });
  }

  return { send, invalid, progress, notice, submitted };
}
