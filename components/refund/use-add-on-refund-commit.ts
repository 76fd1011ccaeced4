import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as addOnRefunds from '@/lib/bff-client/add-on-refunds';
import { isUnknownOutcome } from '@/lib/bff-client/bff-fetch';
import type { AddOnRefundItem, AddOnRefundQuoteData } from '@/lib/contract/add-on-refund';
import { ResultCode } from '@/lib/contract/codes';
import type { RefundApplication } from '@/lib/contract/refund';
import type { Quote } from './use-quote';

/** The add-ons chosen, by id. */
export type AddOnRefundValues = { addOnIds: string[] };

/** Refusals that mean the list on screen is stale (refunded, checked in or closed meanwhile): read it again. */
const STALE_CODES: readonly string[] = [
  ResultCode.ADD_ON_REFUND_IN_PROGRESS,
  ResultCode.ADD_ON_REFUND_CLOSED,
  ResultCode.ADD_ON_REFUND_NOT_ALLOWED,
  ResultCode.REFUND_CHECKED_IN,
];

type Options = {
  form: UseFormReturn<AddOnRefundValues>;
  orderNo: string;
  quote: Quote<AddOnRefundQuoteData>;
  /** The list read again after a refusal that means it is stale. */
  onList: (items: AddOnRefundItem[]) => void;
};

/**
 * Sends the add-ons' refund with the quoted total and places the answer: a changed amount quotes again with a
 * notice; a refusal that means the list is stale reads it again and drops what can no longer be chosen; the
 * refusal's message is the form's line. A retried submission of the same choice is the same attempt.
 */
export function useAddOnRefundCommit({ form, orderNo, quote, onList }: Options) {
  const t = useTranslations('AddOnRefund');
  const te = useTranslations('Errors');
  const attempt = useRef<{ signature: string; id: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<RefundApplication | null>(null);

  async function reread() {
    const result = await addOnRefunds.list.call({ orderNo }, { quiet: true });
    if (!result.ok) return;
    onList(result.data.items);
    const open = new Set(result.data.items.filter((i) => i.block === null).map((i) => i.addOnId));
    form.setValue(
      'addOnIds',
      form.getValues('addOnIds').filter((x) => open.has(x)),
    );
  }

  async function send({ addOnIds }: AddOnRefundValues) {
    // The quote is no field: the form's line says why there is none to send.
    if (!quote.quote) {
      const { current } = quote;
      const message = current && !current.ok ? current.msg || te('networkAnomaly') : t('quoteNotReady');
      return form.setError('root.form', { type: 'quote', message });
    }
    setNotice(null);
    const body = { orderNo, addOnIds, quotedAmount: quote.quote.totalAmount };
    // The same choice sent again after an unknown outcome (a network failure) is the same attempt: one application.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, id: crypto.randomUUID() };
    const result = await addOnRefunds.commit.call({ ...body, attempt: attempt.current.id }, { quiet: true });
    if (result.ok) return setSubmitted(result.data);
    if (!isUnknownOutcome(result.code)) attempt.current = null;
    if (result.code === ResultCode.REFUND_AMOUNT_CHANGED) {
      quote.again();
      return setNotice(t('amountChanged'));
    }
    form.setError('root.form', { type: 'server', message: result.msg || te('networkAnomaly') });
    if (STALE_CODES.includes(result.code)) void reread();
  }

  /** Nothing chosen: said beside the list, and the form's line. */
  const invalid = () => form.setError('root.form', { type: 'fix', message: t('fixErrors') });

  return { send, invalid, notice, submitted };
}
