'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as ancillaryRefunds from '@/lib/bff-client/ancillary-refunds';
import type { AncillaryRefundItem, AncillaryRefundQuoteData } from '@/lib/contract/ancillary-refund';
import { ResultCode } from '@/lib/contract/codes';
import type { OrderDetail } from '@/lib/contract/order';
import type { Currency } from '@/lib/contract/common';
import type { RefundApplication } from '@/lib/contract/refund';
import { formatMoney } from '@/lib/i18n/format';
import { AncillaryRefundQuote } from './ancillary-refund-quote';
import { formatRefundTime } from './refund-format';
import { RefundSubmitted } from './refund-submitted';

type Props = {
  orderNo: string;
  segments: OrderDetail['segments'];
  currency: Currency;
  /** The order's add-ons as airline-api listed them (each with its block and window). */
  items: AncillaryRefundItem[];
  locale: string;
  /** Where the order page is (the member's or the visitor's), for the link after submitting. */
  orderHref?: string;
};

type Failure = Extract<BffResult<unknown>, { ok: false }>;

/** The quote is asked once the choices have rested this long (a few clicks in a row ask once). */
const QUOTE_DELAY_MS = 200;
/**
 * Answers after which nobody knows whether the application was recorded: the same choice sent again keeps its
 * attempt (airline-api answers the one application). Any other refusal is definite, and the next try is new.
 */
const UNKNOWN_OUTCOME: readonly string[] = [
  'NETWORK',
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
];
/** Refusals that mean the list on screen is stale (refunded, checked in or closed meanwhile): read it again. */
const STALE_CODES: readonly string[] = [
  ResultCode.ANCILLARY_REFUND_IN_PROGRESS,
  ResultCode.ANCILLARY_REFUND_CLOSED,
  ResultCode.ANCILLARY_REFUND_NOT_ALLOWED,
  ResultCode.REFUND_CHECKED_IN,
];

/** The add-ons by flight (in the order's segment order), then the order's own (the mailed itinerary). */
function groupsOf(items: AncillaryRefundItem[], segments: OrderDetail['segments']) {
  const bySegment = [...segments]
    .sort((a, b) => a.segIndex - b.segIndex)
    .map((segment) => ({
      key: `segment-${segment.segIndex}`,
      segment,
      items: items.filter((i) => i.segmentIndex === segment.segIndex),
    }));
  const whole = { key: 'order', segment: null, items: items.filter((i) => i.segmentIndex === null) };
  return [...bySegment, whole].filter((g) => g.items.length > 0);
}

/**
 * Refunding add-ons alone (spec §2 /ancillary/refund; issue 14 §2; decision 26): the order's add-ons by flight, each
 * with what comes back and until when, or why it cannot be refunded now; the quote of those chosen (asked again
 * whenever the choice changes); and the application. Submitting sends the quoted total: a changed amount quotes
 * again, and a refusal that means the list is stale reads it again and drops what can no longer be chosen. A retried
 * submission of the same choice is the same attempt (one application).
 */
export function AncillaryRefundForm({ orderNo, segments, currency, items: initial, locale, orderHref }: Props) {
  const t = useTranslations('AncillaryRefund');
  const te = useTranslations('Errors');
  const id = useId();

  const [items, setItems] = useState(initial);
  const [chosen, setChosen] = useState<string[]>([]);
  const [quoteRound, setQuoteRound] = useState(0);
  const [quoted, setQuoted] = useState<{ key: string; result: BffResult<AncillaryRefundQuoteData> } | null>(null);
  const [itemsError, setItemsError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState<RefundApplication | null>(null);
  const attempt = useRef<{ signature: string; id: string } | null>(null);

  const quoteKey = chosen.length > 0 ? `${[...chosen].sort().join(',')}|${quoteRound}` : null;
  const current = quoted && quoted.key === quoteKey ? quoted.result : null;
  const quote = current?.ok ? current.data : null;

  useEffect(() => {
    if (!quoteKey) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      ancillaryRefunds.quote.call({ orderNo, addOnIds: chosen }, { quiet: true, signal: controller.signal }).then(
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
  }, [quoteKey, chosen, orderNo]);

  function toggle(addOnId: string, on: boolean) {
    setChosen((ids) => (on ? [...ids, addOnId] : ids.filter((x) => x !== addOnId)));
    setItemsError(null);
    setFormError(null);
  }

  /** Reads the list again and keeps only the choices still open. */
  async function reread() {
    const result = await ancillaryRefunds.list.call({ orderNo }, { quiet: true });
    if (!result.ok) return;
    setItems(result.data.items);
    const open = new Set(result.data.items.filter((i) => i.block === null).map((i) => i.addOnId));
    setChosen((ids) => ids.filter((x) => open.has(x)));
  }

  function refused(result: Failure) {
    const msg = result.msg || te('networkAnomaly');
    if (!UNKNOWN_OUTCOME.includes(result.code)) attempt.current = null;
    if (result.code === ResultCode.REFUND_AMOUNT_CHANGED) {
      setQuoteRound((r) => r + 1);
      setNotice(t('amountChanged'));
      return;
    }
    setFormError(msg);
    if (STALE_CODES.includes(result.code)) void reread();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (chosen.length === 0) {
      setItemsError(t('itemsRequired'));
      setFormError(t('fixErrors'));
      return;
    }
    if (!quote) {
      setFormError(current && !current.ok ? current.msg || te('networkAnomaly') : t('quoteNotReady'));
      return;
    }
    setFormError(null);
    setNotice(null);
    const body = { orderNo, addOnIds: chosen, quotedAmount: quote.totalAmount };
    // The same choice sent again after an unknown outcome (a network failure) is the same attempt: one application.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, id: crypto.randomUUID() };
    setSending(true);
    const result = await ancillaryRefunds.commit.call({ ...body, attempt: attempt.current.id }, { quiet: true });
    setSending(false);
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
        testId="ancillary-refund-submitted"
      />
    );

  const money = (minor: number) => formatMoney(minor, currency, locale);
  const quoteHeadingId = `${id}-quote-heading`;
  const seatChosen = items.some((i) => i.kind === 'SEAT' && chosen.includes(i.addOnId));
  const anyOpen = items.some((i) => i.block === null);

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {t('intro')}
      </p>

      <section aria-labelledby={`${id}-items-heading`} className="space-y-3">
        <h2 id={`${id}-items-heading`} className="text-lg font-semibold text-slate-900">
          {t('stepItems')}
        </h2>
        {groupsOf(items, segments).map((group) => (
          <fieldset
            key={group.key}
            className="min-w-0 rounded-md border border-slate-200 p-3"
            data-testid="ancillary-refund-group"
          >
            <legend className="px-1 text-sm font-medium text-slate-800">
              {group.segment
                ? t('segment', {
                    flightNo: group.segment.flightNo,
                    from: group.segment.depCityName,
                    to: group.segment.arrCityName,
                    date: group.segment.flightDate,
                  })
                : t('wholeOrder')}
            </legend>
            <ul className="divide-y divide-slate-100">
              {group.items.map((item) => {
                const inputId = `${id}-${item.addOnId}`;
                const open = item.block === null;
                const describe = (
                  <>
                    <span className="block font-medium break-words text-slate-900">
                      {[item.name, item.seatNo].filter(Boolean).join(' ')}
                    </span>
                    {item.passengerName && (
                      <span className="block text-sm break-words text-slate-700">{item.passengerName}</span>
                    )}
                    {open && item.refundableUntil && (
                      <span className="block text-xs text-slate-600" data-testid="ancillary-refund-until">
                        {t('until', { time: formatRefundTime(item.refundableUntil, locale) })}
                      </span>
                    )}
                  </>
                );
                const amount = (
                  <span className="shrink-0 text-right text-sm">
                    <span className="block font-semibold text-slate-900">{money(item.amount)}</span>
                    {item.points > 0 && (
                      <span className="block text-xs text-slate-700">{t('points', { points: item.points })}</span>
                    )}
                  </span>
                );
                return (
                  <li
                    key={item.addOnId}
                    className="py-2"
                    data-testid="ancillary-refund-item"
                    data-kind={item.kind}
                    data-add-on={item.addOnId}
                  >
                    {open ? (
                      <label htmlFor={inputId} className="flex min-h-8 cursor-pointer items-start gap-3">
                        <input
                          id={inputId}
                          type="checkbox"
                          className="mt-0.5 h-6 w-6 shrink-0"
                          checked={chosen.includes(item.addOnId)}
                          disabled={sending}
                          onChange={(e) => toggle(item.addOnId, e.target.checked)}
                        />
                        <span className="min-w-0 flex-1">{describe}</span>
                        {amount}
                      </label>
                    ) : (
                      <div className="flex items-start gap-3 pl-9">
                        <span className="min-w-0 flex-1">
                          {describe}
                          <span className="block text-sm text-amber-900" data-testid="ancillary-refund-block">
                            {t(`block.${item.block!}`)}
                          </span>
                        </span>
                        {amount}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
        <p className="text-xs text-slate-600">{t('timeZone')}</p>
        {itemsError && (
          <p className="text-sm text-red-700" data-testid="ancillary-refund-items-error">
            {itemsError}
          </p>
        )}
      </section>

      {!anyOpen ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700" data-testid="ancillary-refund-nothing">
          {t('nothing')}
        </p>
      ) : (
        <section aria-labelledby={quoteHeadingId} aria-busy={quoteKey !== null && !current} className="space-y-3">
          <h2 id={quoteHeadingId} className="text-lg font-semibold text-slate-900">
            {t('stepQuote')}
          </h2>
          {notice && (
            <p
              role="alert"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="ancillary-refund-notice"
            >
              {notice}
            </p>
          )}
          {quoteKey === null ? (
            <p className="text-sm text-slate-700">{t('quoteEmpty')}</p>
          ) : !current ? (
            <p role="status" className="text-sm text-slate-700">
              {t('quoteLoading')}
            </p>
          ) : !current.ok ? (
            <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="ancillary-refund-quote-failed">
              <p>{current.msg || te('networkAnomaly')}</p>
              <Button variant="link" className="min-h-6" onClick={() => setQuoteRound((r) => r + 1)}>
                {t('quoteRetry')}
              </Button>
            </div>
          ) : (
            <AncillaryRefundQuote quote={current.data} segments={segments} locale={locale} />
          )}
          {seatChosen && (
            <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="ancillary-refund-seat-note">
              {t('seatNote')}
            </p>
          )}
        </section>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-700" data-testid="ancillary-refund-error">
          {formError}
        </p>
      )}
      {anyOpen && (
        <Button type="submit" variant="accent" busy={sending} data-testid="ancillary-refund-submit">
          {sending ? t('submitting') : t('submit')}
        </Button>
      )}
    </form>
  );
}
