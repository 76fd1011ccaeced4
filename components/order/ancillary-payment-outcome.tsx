'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { fullPageLoad } from '@/components/ui/full-page-load';
import * as seat from '@/lib/bff-client/seat-selection';
import type { AncillaryOrder } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { formatOrderTime } from './order-format';

/** airline-api applies a paid ancillary order in the background: ask every 2 s, for a minute, then let the buyer ask. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 30;

type Verified = { orderNo: string; pay: 'success' | 'fail' | 'cancel' };
type Props = {
  /** The verified gateway return: `orderNo` is the ancillary order's. */
  verified: Verified;
  /** The parent (ticket) order and its segment, from the result URL. */
  parent: string;
  segmentIndex: number;
  locale: string;
};

export type AncillaryPoll =
  { state: 'idle' } | { state: 'unavailable' } | { state: 'ready'; order: AncillaryOrder; gaveUp: boolean };

/** Paid and not applied yet; or a successful return whose payment airline-api has not recorded yet. */
const isApplying = (order: AncillaryOrder, pay: Verified['pay']) =>
  order.state === 'PAID' || (order.state === 'PENDING_PAYMENT' && pay === 'success');

/** The ancillary order after a payment, read again while airline-api applies it. `round` restarts the polling. */
function useAncillaryPoll(verified: Verified, parent: string, segmentIndex: number, round: number): AncillaryPoll {
  const [poll, setPoll] = useState<AncillaryPoll>({ state: 'idle' });
  const { orderNo: ancillaryOrderNo, pay } = verified;
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const input = { orderNo: parent, segmentIndex, ancillaryOrderNo };
    const load = async (attempt: number) => {
      const result = await seat.ancillaryOrder.call(input, { quiet: true });
      if (stopped) return;
      if (!result.ok) return setPoll({ state: 'unavailable' });
      const pending = isApplying(result.data, pay);
      const gaveUp = pending && attempt >= POLL_ATTEMPTS;
      setPoll({ state: 'ready', order: result.data, gaveUp });
      if (pending && !gaveUp) timer = window.setTimeout(() => load(attempt + 1), POLL_INTERVAL_MS);
    };
    void load(1);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [ancillaryOrderNo, pay, parent, segmentIndex, round]);
  return poll;
}

function Outcome({ tone, title, children }: { tone: 'ok' | 'wait' | 'bad'; title: string; children?: ReactNode }) {
  const colour = {
    ok: 'bg-brand-50 text-brand-800',
    wait: 'bg-amber-50 text-amber-900',
    bad: 'bg-red-50 text-red-800',
  };
  return (
    <section className="space-y-4">
      <h2 className={`rounded-md p-4 text-lg font-semibold ${colour[tone]}`} data-testid="result-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Each seat and add-on of the order, with whom it is for, and what was paid. */
function Items({ order, locale }: { order: AncillaryOrder; locale: string }) {
  const t = useTranslations('AncillaryResult');
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const what = (item: AncillaryOrder['items'][number]) => {
    switch (item.kind) {
      case 'SEAT':
        return t('kind.SEAT', { seatNo: item.seatNo ?? '' });
      case 'BAGGAGE':
        return t('kind.BAGGAGE', { weight: item.weightKg ?? 0 });
      case 'MEAL':
        return t('kind.MEAL');
      case 'PRIORITY':
        return t('kind.PRIORITY');
      case 'INSURANCE':
        return t('kind.INSURANCE');
    }
  };
  return (
    <div className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{t('items')}</h3>
      <p className="text-sm text-slate-600">{t('orderNo', { orderNo: order.orderNo })}</p>
      <ul className="divide-y divide-slate-100" data-testid="ancillary-items">
        {order.items.map((item, i) => (
          <li
            key={`${item.passengerId}-${item.kind}-${item.productCode}-${i}`}
            className="flex flex-wrap justify-between gap-x-4 py-2"
          >
            <span className="min-w-0 break-words">
              <span className="font-medium text-slate-900">{item.name}</span>
              <span className="text-slate-700"> · {what(item)}</span>
            </span>
            <span className="text-slate-700">{money(item.price)}</span>
          </li>
        ))}
      </ul>
      {order.pointsUsed > 0 && (
        <p className="text-sm text-slate-700">
          {t('pointsUsed', { points: order.pointsUsed, amount: money(order.pointsAmount) })}
        </p>
      )}
      <p className="font-semibold text-slate-900">{t('paid', { amount: money(order.payAmount) })}</p>
    </div>
  );
}

/** A fresh id per click: the BFF makes it the idempotency key of this attempt. */
const attempt = () => crypto.randomUUID();

/** Pay the same ancillary order again (a failed or cancelled payment while the seats are held). */
function PayAgain({ order, parent, segmentIndex }: { order: AncillaryOrder; parent: string; segmentIndex: number }) {
  const t = useTranslations('AncillaryResult');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payAgain = async () => {
    setBusy(true);
    setError(null);
    // The segment lets the BFF read the ancillary order where it belongs (its body schema takes it).
    const input = { orderNo: parent, ancillaryOrderNo: order.orderNo, attempt: attempt(), segmentIndex };
    const result = await seat.pay.call(input, { quiet: true });
    if (result.ok) return fullPageLoad(result.data.url);
    setBusy(false);
    setError(result.msg);
  };
  return (
    <div className="space-y-2">
      <Button variant="accent" busy={busy} onClick={() => void payAgain()} data-testid="pay-again">
        {t('payAgain')}
      </Button>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /result?type=checkin (issue 13 §3): after the gateway's return is verified, the ANCILLARY order is followed
 * while airline-api applies it. Paid and done: the seats and add-ons, and the boarding passes when the check-in
 * asked with them is done (else the way back to the trip); a refused check-in says why and that the seats stay
 * bought; a failed or cancelled payment can be paid again while the seats are held.
 */
export function AncillaryPaymentOutcome({ verified, parent, segmentIndex, locale }: Props) {
  const t = useTranslations('AncillaryResult');
  const tErrors = useTranslations('Errors');
  const [round, setRound] = useState(0);
  const poll = useAncillaryPoll(verified, parent, segmentIndex, round);

  const tripHref = `/checkin/selair/${encodeURIComponent(parent)}?segment=${segmentIndex}`;
  const backToTrip = (
    <Link href={tripHref} className={buttonClass({ variant: 'link' }, 'min-h-6')} data-testid="back-to-trip">
      {t('backToTrip')}
    </Link>
  );

  if (poll.state === 'idle') return <p role="status">{t('checking')}</p>;
  if (poll.state === 'unavailable') {
    const title =
      verified.pay === 'success' ? t('applying') : verified.pay === 'fail' ? t('payFailed') : t('payCancelled');
    return (
      <Outcome tone={verified.pay === 'success' ? 'wait' : 'bad'} title={title}>
        <p className="text-slate-700">{t('unavailable')}</p>
        <Link href="/checkIn" className={buttonClass({ variant: 'primary' })}>
          {t('findTrip')}
        </Link>
      </Outcome>
    );
  }

  const { order, gaveUp } = poll;
  if (isApplying(order, verified.pay))
    return (
      <Outcome tone="wait" title={t('applying')}>
        {gaveUp && (
          <>
            <p className="text-slate-700">{t('applyingSlow')}</p>
            <Button variant="secondary" onClick={() => setRound((r) => r + 1)}>
              {t('checkAgain')}
            </Button>
          </>
        )}
      </Outcome>
    );

  if (order.state === 'DONE') {
    const checkIn = order.checkIn;
    if (checkIn && checkIn.done === false) {
      // The result page hands the browser the check-in and seat codes' messages (app/[locale]/result/layout.tsx).
      const code = (checkIn.failureCode ?? '') as Parameters<typeof tErrors>[0];
      const reason = code && tErrors.has(code) ? tErrors(code) : null;
      return (
        <Outcome tone="wait" title={t('checkInFailed')}>
          <p role="alert" className="text-slate-800" data-testid="check-in-failure">
            {reason ? t('checkInFailedReason', { reason }) : t('checkInFailedUnknown')}
          </p>
          <p className="text-slate-700">{t('seatsKept')}</p>
          <Items order={order} locale={locale} />
          {backToTrip}
        </Outcome>
      );
    }
    const checkedIn = checkIn?.done === true;
    return (
      <Outcome tone="ok" title={checkedIn ? t('confirmedCheckedIn') : t('confirmed')}>
        <Items order={order} locale={locale} />
        {checkedIn ? (
          <Link
            href={`/checkin/printBoardingPass/view?${new URLSearchParams({ orderNo: parent, segment: String(segmentIndex) }).toString()}`}
            className={buttonClass({ variant: 'primary' })}
            data-testid="boarding-passes"
          >
            {t('boardingPasses')}
          </Link>
        ) : (
          backToTrip
        )}
      </Outcome>
    );
  }

  if (order.state === 'PENDING_PAYMENT')
    return (
      <Outcome tone="bad" title={verified.pay === 'cancel' ? t('payCancelled') : t('payFailed')}>
        {order.paymentDeadline && (
          <p className="text-slate-700">
            {t('payAgainHint', { time: formatOrderTime(order.paymentDeadline, locale) })}
          </p>
        )}
        <PayAgain order={order} parent={parent} segmentIndex={segmentIndex} />
        {backToTrip}
      </Outcome>
    );

  return (
    <Outcome tone="bad" title={order.state === 'CANCELLED' ? t('cancelled') : t('failed')}>
      {order.state === 'FAILED' && <p className="text-slate-700">{t('failedHint')}</p>}
      {backToTrip}
    </Outcome>
  );
}
