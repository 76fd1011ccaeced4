'use client';

import { useId } from 'react';
import type { CheckInTrip } from '@/lib/contract';
import { CheckInResult } from './check-in-result';
import { CheckedInList } from './checked-in-list';
import { SelectionForm } from './selection-form';
import { useCheckIn } from './use-check-in';

type Props = { trip: CheckInTrip; locale: string };

/**
 * One segment's check-in on /checkin/selair/{orderNo} (spec §2, §4 "Check-in"; decision 21, -§2): the passengers
 * not checked in with a checkbox each (those airline-api refuses disabled, with the reason in words), the
 * clause to agree to, and Check in; then each passenger's seat and sequence number with the boarding pass link.
 * Checked-in passengers can cancel, after a confirmation, until the cutoff (45 or 60 minutes before departure).
 * The seat is airline-api's: the seat bought at booking is kept, otherwise one is given (the seat chart comes
 * with decision 22). airline-api decides every rule; this island only says its answers.
 */
export function CheckInPanel({ trip: initial, locale }: Props) {
  const id = useId();
  const { trip, passes, refusals, notice, noticeRef, startAttempt, submit, cancelled } = useCheckIn(initial);

  return (
    <div className="space-y-6">
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm text-green-800">
        {notice}
      </p>
      {passes && <CheckInResult trip={trip} passes={passes} />}
      <CheckedInList trip={trip} locale={locale} passesShown={Boolean(passes?.length)} onCancelled={cancelled} />
      {trip.passengers.some((p) => !p.checkedIn) && (
        <SelectionForm
          id={id}
          trip={trip}
          locale={locale}
          refusals={refusals}
          onAttempt={startAttempt}
          onCheckIn={submit}
        />
      )}
    </div>
  );
}
