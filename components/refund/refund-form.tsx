'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import * as refunds from '@/lib/bff-client/refunds';
import type { OrderDetail } from '@/lib/contract/order';
import { RefundAttachments } from './refund-attachments';
import { RefundItemsSection } from './refund-items-section';
import { RefundQuoteSection } from './refund-quote-section';
import { RefundReasonSection } from './refund-reason-section';
import { guardianIssues } from './refund-rules';
import { RefundFormFrame, RefundSubmitted } from './refund-submitted';
import {
  quoteQuestion,
  refundDefaults,
  refundResolver,
  type RefundIssue,
  type RefundStart,
  type RefundValues,
} from './refund-values';
import { useQuote } from './use-quote';
import { useRefundCommit } from './use-refund-commit';

type Props = {
  order: OrderDetail;
  locale: string;
  /** Where the order page is (the member's or the visitor's), for the link after submitting. */
  orderHref?: string;
  /**
   * Where the traveller came from an irregular flight (/ancillary/abnormalEntry, decision 32): the type preselected
   * (INVOLUNTARY) and the segment whose refundable tickets are chosen at first. Everything stays changeable.
   */
  initial?: RefundStart;
};

/**
 * The refund application of a ticket order (spec §2 /refunds/selair/{orderNo}; §3 reason, attachments, total
 * amount, total returned points, type; §4 the involuntary request converted to voluntary; §5 refund rules; §8
 * 'the refund application has been submitted'; §9). 1. passengers and segments; 2. the type and a reason of that
 * type, with a note required for 'other'; 3. up to 4 attachments of 2 MB; 4. the quote, asked again whenever the
 * items or the type change, with the fee to accept when the request turned voluntary. Submitting sends the quoted
 * total; a changed amount quotes again; a retried submission of the same form is the same attempt.
 */
export function RefundForm({ order, locale, orderHref, initial }: Props) {
  const t = useTranslations('Refund');
  const te = useTranslations('Errors');
  const id = useId();
  const say = (issue: RefundIssue) => (issue === 'guardianRequired' ? te('7100002') : t(issue));
  const form = useForm<RefundValues>({
    defaultValues: refundDefaults(order, initial),
    resolver: refundResolver(order, say),
  });
  const [items, refundType, attachments] = useWatch({
    control: form.control,
    name: ['items', 'refundType', 'attachments'],
  });
  const guardianMissing = items.length > 0 && guardianIssues(order, items).size > 0;
  const quote = useQuote(quoteQuestion(order, items, refundType), (signal) =>
    refunds.quote.call({ orderNo: order.orderNo, items, refundType }, { quiet: true, signal }),
  );
  const commit = useRefundCommit(form, order.orderNo, quote);
  const uploading = commit.progress !== null;

  if (commit.submitted) return <RefundSubmitted application={commit.submitted} words={t} orderHref={orderHref} />;

  const { errors } = form.formState;
  return (
    <RefundFormFrame id={id} onSubmit={form.handleSubmit(commit.send, commit.invalid)} intro={t('intro')}>
      <RefundItemsSection form={form} order={order} id={id} error={errors.items?.message} disabled={uploading} />
      <RefundReasonSection
        form={form}
        id={id}
        errors={{ reason: errors.reason?.message, note: errors.note?.message }}
        disabled={uploading}
      />
      <section aria-labelledby={`${id}-files-heading`} className="space-y-3">
        <h2 id={`${id}-files-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepAttachments')}
        </h2>
        <RefundAttachments
          id={`${id}-files`}
          files={attachments}
          onChange={(files) => form.setValue('attachments', files)}
          error={errors.attachments?.message}
          onError={(message) =>
            message ? form.setError('attachments', { type: 'pick', message }) : form.clearErrors('attachments')
          }
          disabled={uploading}
        />
      </section>
      <RefundQuoteSection
        form={form}
        order={order}
        locale={locale}
        id={id}
        quote={quote}
        guardianMissing={guardianMissing}
        notice={commit.notice}
        errors={{ quote: errors.root?.quote?.message, confirm: errors.confirmedFor?.message }}
        disabled={uploading}
      />
      {uploading && <UploadProgress id={`${id}-progress`} label={t('uploading')} progress={commit.progress} />}
      {errors.root?.form && (
        <p role="alert" className="text-sm text-red-700" data-testid="refund-form-error">
          {errors.root.form.message}
        </p>
      )}
      <Button type="submit" variant="accent" busy={uploading}>
        {uploading ? t('submitting') : t('submit')}
      </Button>
    </RefundFormFrame>
  );
}
