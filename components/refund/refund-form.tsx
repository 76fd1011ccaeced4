'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { OrderItemChecklist, ticketStatusKey } from '@/components/ui/order-item-checklist';
import { SelectField } from '@/components/ui/select-field';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as refunds from '@/lib/bff-client/refunds';
import { ResultCode } from '@/lib/contract/codes';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundApplication, RefundItem, RefundQuoteData, RefundReason, RefundType } from '@/lib/contract/refund';
import { RefundAttachments, type PickedAttachment } from './refund-attachments';
import { bookedName } from './refund-format';
import { RefundQuote } from './refund-quote';
import { NOTE_MAX, REASONS, guardianIssues, isRefundable, itemKey, noteIssue, ticketOf } from './refund-rules';
import { RefundSubmitted } from './refund-submitted';

type Props = {
  order: OrderDetail;
  locale: string;
  /** Where the order page is (the member's or the visitor's), for the link after submitting. */
  orderHref?: string;
  /**
   * Where the traveller came from an irregular flight (/ancillary/abnormalEntry, issue 15 §3): the type preselected
   * (INVOLUNTARY) and the segment whose refundable tickets are chosen at first. Everything stays changeable.
   */
  initial?: { refundType?: RefundType; segmentIndex?: number };
};

type Errors = Partial<Record<'items' | 'reason' | 'note' | 'quote' | 'confirm' | 'form', string>>;
type Failure = Extract<BffResult<unknown>, { ok: false }>;

const TYPES: readonly RefundType[] = ['VOLUNTARY', 'INVOLUNTARY'];
/** The quote is asked once the choices have rested this long (a few clicks in a row ask once). */
const QUOTE_DELAY_MS = 200;

/** The codes airline-api says about the attachments: placed beside the picker. */
const FILE_CODES: readonly string[] = [
  ResultCode.REFUND_ATTACHMENT_LIMIT,
  ResultCode.REFUND_ATTACHMENT_TOO_LARGE,
  ResultCode.REFUND_ATTACHMENT_TYPE,
  ResultCode.UPLOAD_TOO_LARGE,
  ResultCode.UPLOAD_WRONG_FORMAT,
];
/**
 * Answers after which nobody knows whether the application was recorded: the same form sent again keeps its
 * attempt (airline-api answers the one application). Any other refusal is definite, and the next try is new.
 */
const UNKNOWN_OUTCOME: readonly string[] = [
  'NETWORK',
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
];
/** The codes after which the amount shown is no longer the one that applies: quote again. */
const REQUOTE_CODES: readonly string[] = [ResultCode.REFUND_AMOUNT_CHANGED, ResultCode.REFUND_CONFIRM_VOLUNTARY];

/**
 * The refund application of a ticket order (spec §2 /refunds/selair/{orderNo}; §3 reason, attachments, total
 * amount, total returned points, type; §4 the involuntary request converted to voluntary; §5 refund rules; §8
 * 'the refund application has been submitted'; §9). 1. passengers and segments (usable issued tickets only; a
 * child or infant needs the guardian, said before asking the server); 2. the type and a reason of that type, with
 * a note required for 'other'; 3. up to 4 attachments of 2 MB; 4. the quote, asked again whenever the items or the
 * type change, with the fee to accept when the request turned voluntary. Submitting sends the quoted total; a
 * changed amount quotes again. The form keeps everything it holds on any failure; a retried submission of the
 * same form is the same attempt (one application).
 */
export function RefundForm({ order, locale, orderHref, initial }: Props) {
  const t = useTranslations('Refund');
  const tt = useTranslations('RefundTracker');
  const to = useTranslations('Order');
  const te = useTranslations('Errors');
  const id = useId();

  const [chosen, setChosen] = useState<RefundItem[]>(() =>
    initial?.segmentIndex === undefined
      ? []
      : order.passengers
          .filter((p) => isRefundable(ticketOf(order, p.index, initial.segmentIndex!)))
          .map((p) => ({ passengerId: p.passengerId, segmentIndex: initial.segmentIndex! })),
  );
  const [refundType, setRefundType] = useState<RefundType>(initial?.refundType ?? 'VOLUNTARY');
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<RefundApplication | null>(null);
  /** Bumped to ask the quote again with the same choices (after 'amount changed', or 'try again'). */
  const [quoteRound, setQuoteRound] = useState(0);
  const [quoted, setQuoted] = useState<{ key: string; result: BffResult<RefundQuoteData> } | null>(null);
  /** The quote the traveller accepted the voluntary fee of: a new quote asks again. */
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const attempt = useRef<{ signature: string; id: string } | null>(null);
  const uploading = progress !== null;

  const guardian = useMemo(() => guardianIssues(order, chosen), [order, chosen]);
  const chosenKeys = useMemo(() => new Set(chosen.map(itemKey)), [chosen]);
  const itemsKey = [...chosenKeys].sort().join(',');
  /** What the quote on screen must answer; null when there is nothing to ask (no items, or the guardian rule). */
  const quoteKey = chosen.length > 0 && guardian.size === 0 ? `${itemsKey}|${refundType}|${quoteRound}` : null;
  const current = quoted && quoted.key === quoteKey ? quoted.result : null;
  const quote = current?.ok ? current.data : null;
  const confirmed = quoteKey !== null && confirmedFor === quoteKey;

  useEffect(() => {
    if (!quoteKey) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      refunds.quote
        .call({ orderNo: order.orderNo, items: chosen, refundType }, { quiet: true, signal: controller.signal })
        .then(
          (result) => {
            if (!controller.signal.aborted) setQuoted({ key: quoteKey, result });
          },
          () => undefined, // aborted: a newer choice asks its own quote
        );
    }, QUOTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [quoteKey, chosen, refundType, order.orderNo]);

  function toggle(item: RefundItem, on: boolean) {
    const key = itemKey(item);
    setChosen((items) => (on ? [...items, item] : items.filter((i) => itemKey(i) !== key)));
    setErrors((e) => ({ ...e, items: undefined, quote: undefined }));
  }

  function chooseType(type: RefundType) {
    setRefundType(type);
    if (reason && !REASONS[type].includes(reason)) setReason('');
  }

  function checkedHere(): Errors {
    const found: Errors = {};
    if (chosen.length === 0) found.items = t('itemsRequired');
    else if (guardian.size > 0) found.items = te('7100002');
    if (!reason) found.reason = t('reasonRequired');
    const issue = noteIssue(reason, note);
    if (issue) found.note = t(issue);
    if (chosen.length > 0 && guardian.size === 0 && !quote)
      found.quote = current && !current.ok ? current.msg || te('networkAnomaly') : t('quoteNotReady');
    if (quote?.converted && !confirmed) found.confirm = t('confirmRequired');
    return found;
  }

  /** The refusal beside what it is about, else as the form's line; the amount shown is asked again if stale. */
  function refused(result: Failure) {
    const msg = result.msg || te('networkAnomaly');
    if (!UNKNOWN_OUTCOME.includes(result.code)) attempt.current = null;
    if (REQUOTE_CODES.includes(result.code)) {
      setQuoteRound((r) => r + 1);
      setNotice(result.code === ResultCode.REFUND_AMOUNT_CHANGED ? t('amountChanged') : msg);
      return;
    }
    if (FILE_CODES.includes(result.code)) return setFileError(msg);
    if (result.code === ResultCode.REFUND_REASON_INVALID) return setErrors({ reason: msg });
    if (result.code === ResultCode.REFUND_NOTE_REQUIRED) return setErrors({ note: msg });
    if (result.code === ResultCode.REFUND_GUARDIAN_REQUIRED) return setErrors({ items: msg });
    setErrors({ form: msg });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const found = checkedHere();
    if (Object.values(found).some(Boolean) || !quote || !reason) {
      setErrors({ ...found, form: t('fixErrors') });
      return;
    }
    setErrors({});
    setNotice(null);
    const payload: refunds.RefundCommitPayload = {
      orderNo: order.orderNo,
      items: chosen,
      refundType,
      reason,
      note: note.trim(),
      confirmVoluntary: quote.converted && confirmed,
      quotedAmount: quote.totalAmount,
    };
    // The same form sent again after an unknown outcome (a network failure) is the same attempt: one application.
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

  if (submitted)
    return (
      <RefundSubmitted
        application={submitted}
        locale={locale}
        message={t('submitted')}
        orderHref={orderHref}
        backLabel={t('backToOrder')}
        testId="refund-submitted"
      />
    );

  const segments = [...order.segments].sort((a, b) => a.segIndex - b.segIndex);
  const typeLabel = (type: string) => t(`passengerType.${type}` as 'passengerType.ADT');
  const itemsError = errors.items;
  const noteRequired = reason === 'OTHER';
  const quoteHeadingId = `${id}-quote-heading`;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {t('intro')}
      </p>

      <section aria-labelledby={`${id}-items-heading`} className="space-y-3">
        <h2 id={`${id}-items-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepItems')}
        </h2>
        <OrderItemChecklist
          passengers={order.passengers}
          segments={segments}
          tickets={order.tickets}
          idPrefix={id}
          selectable={isRefundable}
          itemKey={itemKey}
          chosen={chosenKeys}
          guardianMissing={guardian}
          onToggle={toggle}
          disabled={uploading}
          legend={(segment) =>
            t('segment', {
              flightNo: segment.flightNo,
              from: segment.depCityName,
              to: segment.arrCityName,
              date: segment.flightDate,
            })
          }
          passengerLabel={(passenger) => `${bookedName(passenger)} · ${typeLabel(passenger.type)}`}
          statusText={(ticket) => t('notRefundable', { status: to(ticketStatusKey(ticket) as 'notIssued') })}
          guardianMessage={te('7100002')}
          testIds={{ segment: 'refund-segment', status: 'refund-item-status', guardian: 'refund-guardian' }}
        />
        {itemsError && (
          <p className="text-sm text-red-700" data-testid="refund-items-error">
            {itemsError}
          </p>
        )}
      </section>

      <section aria-labelledby={`${id}-type-heading`} className="space-y-3">
        <h2 id={`${id}-type-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepType')}
        </h2>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('refundType')}</legend>
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            {TYPES.map((type) => (
              <label key={type} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={type}
                  className="h-6 w-6 shrink-0"
                  checked={refundType === type}
                  disabled={uploading}
                  onChange={() => chooseType(type)}
                />
                <span>{t(`type.${type}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          id={`${id}-reason`}
          label={t('reason')}
          value={reason}
          error={errors.reason}
          disabled={uploading}
          onChange={(e) => {
            setReason(e.target.value as RefundReason | '');
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
        >
          <option value="">{t('reasonPlaceholder')}</option>
          {REASONS[refundType].map((value) => (
            <option key={value} value={value}>
              {tt(`reason.${value}`)}
            </option>
          ))}
        </SelectField>
        <Field
          id={`${id}-note`}
          label={noteRequired ? t('noteRequiredLabel') : t('note')}
          hint={noteRequired ? t('noteHintOther') : t('noteHint')}
          error={errors.note}
          describedBy={`${id}-note-count`}
        >
          {(control, invalid) => (
            <textarea
              {...control}
              rows={3}
              maxLength={NOTE_MAX}
              required={noteRequired}
              value={note}
              disabled={uploading}
              onChange={(e) => {
                setNote(e.target.value);
                setErrors((x) => ({ ...x, note: undefined }));
              }}
              className={fieldControlClass(invalid, 'w-full')}
            />
          )}
        </Field>
        <p id={`${id}-note-count`} className="text-right text-xs text-slate-600" data-testid="refund-note-count">
          {t('noteCount', { n: note.length, max: NOTE_MAX })}
        </p>
      </section>

      <section aria-labelledby={`${id}-files-heading`} className="space-y-3">
        <h2 id={`${id}-files-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepAttachments')}
        </h2>
        <RefundAttachments
          id={`${id}-files`}
          files={files}
          onChange={setFiles}
          error={fileError}
          onError={setFileError}
          disabled={uploading}
        />
      </section>

      <section aria-labelledby={quoteHeadingId} aria-busy={quoteKey !== null && !current} className="space-y-3">
        <h2 id={quoteHeadingId} className="text-lg font-semibold text-slate-900">
          {t('stepQuote')}
        </h2>
        {notice && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="refund-notice">
            {notice}
          </p>
        )}
        {quoteKey === null ? (
          <p className="text-sm text-slate-700">{guardian.size > 0 ? t('quoteGuardian') : t('quoteEmpty')}</p>
        ) : !current ? (
          <p role="status" className="text-sm text-slate-700">
            {t('quoteLoading')}
          </p>
        ) : !current.ok ? (
          <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="refund-quote-failed">
            <p>{current.msg || te('networkAnomaly')}</p>
            <Button variant="link" className="min-h-6" onClick={() => setQuoteRound((r) => r + 1)}>
              {t('quoteRetry')}
            </Button>
          </div>
        ) : (
          <RefundQuote quote={current.data} segments={order.segments} locale={locale} />
        )}
        {errors.quote && <p className="text-sm text-red-700">{errors.quote}</p>}
        {quote?.converted && (
          <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="refund-converted">
            <p className="text-sm text-amber-900">{t('convertedNotice')}</p>
            <label htmlFor={`${id}-confirm`} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
              <input
                id={`${id}-confirm`}
                type="checkbox"
                className="h-6 w-6 shrink-0"
                required
                checked={confirmed}
                disabled={uploading}
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
                onChange={(e) => {
                  setConfirmedFor(e.target.checked ? quoteKey : null);
                  setErrors((x) => ({ ...x, confirm: undefined }));
                }}
              />
              <span className="font-medium text-slate-900">{t('confirmVoluntary')}</span>
            </label>
            {errors.confirm && (
              <p id={`${id}-confirm-error`} className="text-sm text-red-700">
                {errors.confirm}
              </p>
            )}
          </div>
        )}
      </section>

      {uploading && (
        <div>
          <label htmlFor={`${id}-progress`} className="block text-sm text-slate-700">
            {t('uploading')}
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round((progress ?? 0) * 100)} className="w-full" />
        </div>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700" data-testid="refund-form-error">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="accent" busy={uploading} data-testid="refund-submit">
        {uploading ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
