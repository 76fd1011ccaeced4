'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import * as orders from '@/lib/bff-client/orders';
import type { Money } from '@/lib/contract';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import { AddOnPaymentOutcome } from './add-on-payment-outcome';
import { PaymentOutcome } from './payment-outcome';
import { useOrderPoll } from './use-order-poll';

/** The return query as the gateway appended it (the page checked its shape), passed to the BFF unchanged. */
export type ReturnQuery = Parameters<typeof orders.verifyPayment.call>[0];
/** The parent order and segment of an add-on order's return (type checkin), when the URL names them. */
export type AddOnReturn = { parent: string; segmentIndex: number };
type Props = {
  query: ReturnQuery;
  locale: string;
  ancillary?: AddOnReturn | null;
  /** The member's balance when their wallet is open: a seat order's failed payment may be paid from it. */
  wallet?: Money | null;
  /**
   * The way back to the order a rescheduled order changed (decision 23), drawn by the page from
   * components/reschedule; shown under the outcome once the return is verified.
   */
  origin?: ReactNode;
};

/**
 * /result: the gateway's return is checked by the BFF first (a tampered one is refused and never shows
 * "paid"), then the order's real state is read and followed while the tickets are issued. Visiting the
 * same URL again verifies again and changes nothing. A rescheduled order (type reschedule, decision 23) is a
 * ticket order of its own: it is followed the same way until its new 902 tickets are issued.
 */
export function PaymentResult({ query, locale, ancillary, wallet = null, origin }: Props) {
  const t = useTranslations('PaymentResult');
  const tAddOn = useTranslations('AddOnResult');
  // Nothing kept: every visit verifies again.
  const verify = useBffQuery(orders.verifyPayment, query);
  const verified = verify.isPending ? null : verify.isError || !verify.data ? 'invalid' : verify.data;
  const [round, setRound] = useState(0);
  /** Seats and add-ons bought after booking (decision 22): the add-on order is followed, not a ticket order. */
  const checkin = query.type === 'checkin';
  const poll = useOrderPoll(verified && verified !== 'invalid' && !checkin ? verified.orderNo : null, round);

  return (
    <div aria-live="polite" data-testid="payment-result">
      {verified === null ? (
        <p role="status" className="text-slate-700">
          {t('verifying')}
        </p>
      ) : verified === 'invalid' ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-semibold text-red-800">
          {t('invalid')}
        </p>
      ) : checkin ? (
        ancillary ? (
          <AddOnPaymentOutcome
            verified={verified}
            parent={ancillary.parent}
            segmentIndex={ancillary.segmentIndex}
            locale={locale}
            wallet={wallet}
          />
        ) : (
          <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="result-no-trip">
            {tAddOn('missingTrip')}
          </p>
        )
      ) : (
        <div className="space-y-4">
          <PaymentOutcome verified={verified} poll={poll} locale={locale} onCheckAgain={() => setRound((r) => r + 1)} />
          {origin}
        </div>
      )}
    </div>
  );
}
