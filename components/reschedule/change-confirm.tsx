'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { isUnknownOutcome, type BffResult } from '@/lib/bff-client/bff-fetch';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as reschedule from '@/lib/bff-client/reschedule';
import { ResultCode } from '@/lib/contract/codes';
import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { formatMoney } from '@/lib/i18n/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ChangeDone } from './change-done';
import { DraftMissing } from './draft-missing';
import { QuoteTable } from './quote-table';
import {
  clearChangeDraft,
  rememberChangeParent,
  updateChangeDraft,
  useChangeDraft,
  type ChangeDraft,
} from './reschedule-draft';

type Props = { order: OrderDetail; locale: string };

type Failure = Extract<BffResult<unknown>, { ok: false }>;
type Outcome = { kind: 'paying' } | { kind: 'done'; made: RescheduleOrder };

/** Refusals about a flight chosen: the way back to choose another is offered beside the message. */
const FLIGHT_CODES: readonly string[] = [ResultCode.CHANGE_FARE_SOLD_OUT, ResultCode.CHANGE_ROUTE_MISMATCH];

const selnewairHref = (orderNo: string) => `/modify/selnewair/${orderNo}`;
const payPageHref = (orderNo: string) => `/book/pay?orderNo=${orderNo}`;

/**
 * Step 3 of a date change (/modify/confirm?orderNo=; decision 23; spec §3 change-date cost, §4): the quote of the
 * draft's passengers, segments and new fares, then Confirm, which sends the total shown and the click's attempt id
 * (the BFF's idempotency key). Nothing to pay: 'the date is changed' with the new tickets. Something to pay: the
 * booking's payment page for the NEW order (/book/pay: the gateway, a card, the member's wallet; decision 49), which
 * ends on /result. A changed cost is quoted
 * again and said; any other refusal is said in its own words; the choice stays in the tab whatever happens.
 */
export function ChangeConfirm({ order, locale }: Props) {
  const t = useTranslations('ChangeDate');
  const draft = useChangeDraft(order.orderNo);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome?.kind === 'done') return <ChangeDone order={order} made={outcome.made} locale={locale} />;
  if (outcome?.kind === 'paying')
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-800" data-testid="change-redirecting">
        {t('redirecting')}
      </p>
    );
  if (draft === undefined) return <StatusLine>{t('loadingDraft')}</StatusLine>;
  const complete =
    draft &&
    draft.dates.length > 0 &&
    draft.dates.every((d) => draft.choices.some((c) => c.segmentIndex === d.segmentIndex));
  if (!draft || !complete) return <DraftMissing orderNo={order.orderNo} />;
  return <ConfirmForm order={order} locale={locale} draft={draft} onOutcome={setOutcome} />;
}

function ConfirmForm({
  order,
  locale,
  draft,
  onOutcome,
}: Props & { draft: ChangeDraft; onOutcome: (outcome: Outcome) => void }) {
  const t = useTranslations('ChangeDate');
  const te = useTranslations('Errors');
  const router = useRouter();
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ msg: string; flight: boolean } | null>(null);

  const choices = [...draft.choices].sort((a, b) => a.segmentIndex - b.segmentIndex);
  /** The question as text: the quote shown must answer exactly it. */
  const request = JSON.stringify({
    orderNo: order.orderNo,
    items: draft.items,
    choices: choices.map((c) => ({ segmentIndex: c.segmentIndex, fareId: c.fareId })),
  });
  // A new round (a changed cost, a retry) asks the same question afresh, and shows nothing meanwhile.
  const body = JSON.parse(request) as Parameters<typeof reschedule.quote.call>[0];
  const current = useBffQuery(reschedule.quote, body, { round }).result ?? null;
  const quote = current?.ok ? current.data : null;

  function refused(result: Failure) {
    if (!isUnknownOutcome(result.code)) updateChangeDraft(order.orderNo, { attempt: null });
    if (result.code === ResultCode.CHANGE_PRICE_CHANGED) {
      setRound((r) => r + 1);
      setNotice(t('priceChanged'));
      return;
    }
    setError({ msg: result.msg || te('networkAnomaly'), flight: FLIGHT_CODES.includes(result.code) });
  }

  async function confirm() {
    if (!quote || busy) return;
    setBusy(true);
    setNotice(null);
    setError(null);
    const fields = {
      ...(JSON.parse(request) as Omit<reschedule.RescheduleCommitInput, 'attempt' | 'quotedTotal'>),
      quotedTotal: quote.total,
    };
    // The same confirmation sent again after an unknown outcome is the same attempt: one rescheduled order.
    const signature = JSON.stringify(fields);
    const attempt = draft.attempt?.signature === signature ? draft.attempt.id : crypto.randomUUID();
    updateChangeDraft(order.orderNo, { attempt: { signature, id: attempt } });
    let result: BffResult<{ order: RescheduleOrder }>;
    try {
      result = await reschedule.commit.call({ ...fields, attempt }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    if (!result.ok) {
      setBusy(false);
      refused(result);
      return;
    }
    const made = result.data.order;
    if (made.total <= 0) {
      onOutcome({ kind: 'done', made });
      clearChangeDraft(order.orderNo);
      return;
    }
    // The result page finds its way back to this order from the tab (the new order does not name it).
    rememberChangeParent(made.orderNo, { orderNo: order.orderNo, isMember: order.isMember });
    onOutcome({ kind: 'paying' });
    clearChangeDraft(order.orderNo);
    // The booking's payment page: the same methods as a booking (the wallet for a member who has one; decision 49).
    router.push(payPageHref(made.orderNo));
  }

  return (
    <div className="space-y-4">
      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="change-notice">
          {notice}
        </p>
      )}
      <section aria-busy={!current} className="space-y-3">
        {!current ? (
          <p role="status" className="text-sm text-slate-700">
            {t('quoteLoading')}
          </p>
        ) : !current.ok ? (
          <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="change-quote-failed">
            <p>{current.msg || te('networkAnomaly')}</p>
            <div className="flex flex-wrap gap-4">
              <Button variant="link" className="min-h-6" onClick={() => setRound((r) => r + 1)}>
                {t('quoteRetry')}
              </Button>
              <ChooseOtherFlight orderNo={order.orderNo} />
            </div>
          </div>
        ) : (
          <>
            <QuoteTable quote={current.data} choices={choices} locale={locale} />
            <p className="text-sm text-slate-800" data-testid="change-pay-note">
              {current.data.total > 0
                ? t('payNote', { total: formatMoney(current.data.total, current.data.currency, locale) })
                : t('freeNote')}
            </p>
          </>
        )}
      </section>
      {error && (
        <div role="alert" className="space-y-1 text-sm text-red-700" data-testid="change-error">
          <p>{error.msg}</p>
          {error.flight && <ChooseOtherFlight orderNo={order.orderNo} />}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href={selnewairHref(order.orderNo)} className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button variant="accent" busy={busy} disabled={!quote} onClick={confirm}>
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </div>
  );
}

/** The way back to the flights, to choose another one. */
function ChooseOtherFlight({ orderNo }: { orderNo: string }) {
  const t = useTranslations('ChangeDate');
  return (
    <Link href={selnewairHref(orderNo)} className="inline-flex min-h-6 items-center text-brand-700 underline">
      {t('chooseOther')}
    </Link>
  );
}
