'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { clearCheckInDraft, useCheckInDraft, writeCheckInDraft } from '@/components/check-in/check-in-draft';
import { sequenceText } from '@/components/check-in/trip-time';
import { SeatCheckout } from '@/components/seat/seat-checkout';
import { buttonClass } from '@/components/ui/button';
import type { CheckInTrip, Money, OrderAddOnReserveData } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { CheckInDraftMissing } from '../_lib/draft-missing';
import { otherBuyHref, selairHref } from '../_lib/hrefs';

/** `wallet`: the member's balance when their wallet is open (decision 49). */
type Props = { trip: CheckInTrip; member: boolean; wallet: Money | null };

/**
 * /checkin/confirm (decision 22): the seats and add-ons of the draft, priced again under the offer's sessionId,
 * points for members, and Confirm. A zero total checks the passengers in at once and shows their seats and the
 * boarding pass link; a total to pay goes to the gateway, whose result page (type checkin) finishes the check-in.
 * A seat that lost its price is dropped from the draft and the passenger sent back to choose again.
 */
export function ConfirmStep({ trip, member, wallet }: Props) {
  const t = useTranslations('CheckInExtras');
  const draft = useCheckInDraft(trip.orderNo, trip.segIndex);
  const [done, setDone] = useState<OrderAddOnReserveData | null>(null);
  const [reselect, setReselect] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    const passes = done.checkIn?.passes ?? [];
    return (
      <section
        aria-labelledby="confirm-done"
        className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4"
        data-testid="check-in-confirm-done"
      >
        <h2 ref={doneRef} id="confirm-done" tabIndex={-1} className="text-lg font-semibold text-green-900">
          {passes.length ? t('doneCheckedIn') : t('doneBought')}
        </h2>
        <ul className="space-y-1">
          {passes.map((pass) => (
            <li key={pass.passengerId} className="break-words text-slate-900" data-testid="confirm-done-line">
              {t('doneLine', { name: pass.displayName, seat: pass.seat, sequence: sequenceText(pass.sequenceNumber) })}
            </li>
          ))}
        </ul>
        {passes.length > 0 ? (
          <Link
            href={{
              pathname: '/checkin/printBoardingPass/view',
              query: { orderNo: trip.orderNo, segment: String(trip.segIndex) },
            }}
            className={buttonClass({ variant: 'primary' })}
            data-testid="confirm-boarding-pass"
          >
            {t('boardingPass')}
          </Link>
        ) : (
          <Link href={selairHref(trip)} className={buttonClass({ variant: 'primary' })}>
            {t('backToCheckIn')}
          </Link>
        )}
      </section>
    );
  }

  if (draft === undefined) return <p role="status">{t('loading')}</p>;
  if (draft === null) return <CheckInDraftMissing trip={trip} />;

  const names = Object.fromEntries(trip.passengers.map((p) => [p.passengerId, p.name]));
  const chosen = trip.passengers.filter((p) => draft.passengerIds.includes(p.passengerId));
  return (
    <div className="space-y-6">
      <section aria-labelledby="confirm-passengers" className="space-y-2">
        <h2 id="confirm-passengers" className="text-lg font-semibold text-slate-900">
          {t('passengersHeading')}
        </h2>
        <ul className="space-y-1 text-slate-900">
          {chosen.map((p) => (
            <li key={p.passengerId} className="break-words">
              {p.name}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700">{t('checkInAfterPay')}</p>
      </section>
      {reselect && (
        <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p>{t('reselect')}</p>
          <Link href={otherBuyHref(trip)} className="mt-1 inline-flex min-h-6 items-center underline">
            {t('chooseAgain')}
          </Link>
        </div>
      )}
      <SeatCheckout
        orderNo={trip.orderNo}
        segmentIndex={trip.segIndex}
        picks={draft.seats}
        extras={draft.extras}
        extrasLines={draft.extraLines}
        extrasTotal={draft.extraLines.reduce((sum, l) => sum + l.amount, 0)}
        names={names}
        checkIn={{ passengerIds: draft.passengerIds, clauseAgreed: draft.clauseAgreed }}
        member={member}
        wallet={wallet}
        onReselect={(ids) => {
          const next = { ...draft, seats: draft.seats.filter((s) => !ids.includes(s.passengerId)) };
          writeCheckInDraft(trip.orderNo, trip.segIndex, next);
          setReselect(true);
        }}
        onDone={(result) => {
          clearCheckInDraft(trip.orderNo, trip.segIndex);
          setDone(result);
        }}
      />
      <Link href={otherBuyHref(trip)} className={buttonClass({ variant: 'outline' })}>
        {t('back')}
      </Link>
    </div>
  );
}
