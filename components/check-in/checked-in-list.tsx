'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { boardingPassHref } from './check-in-result';
import { airportMoment, sequenceText } from './trip-time';

type Props = {
  trip: CheckInTrip;
  locale: string;
  /** Whether the result above already links to the boarding passes. */
  passesShown: boolean;
  /** airline-api cancelled this passenger's check-in; `trip` is the segment as it stands now. */
  onCancelled: (trip: CheckInTrip, passenger: CheckInPassengerState) => void;
};

/**
 * The passengers already checked in on a segment: seat, sequence number and the cancel cutoff (45 or 60 minutes
 * before departure, in the departure airport's time). Until the cutoff each may cancel, after a confirmation;
 * airline-api's refusal is said beside that passenger.
 */
export function CheckedInList({ trip, locale, passesShown, onCancelled }: Props) {
  const t = useTranslations('CheckIn');
  const id = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ passengerId: string; msg: string } | null>(null);
  const checkedIn = trip.passengers.filter((p) => p.checkedIn);
  const at = (iso: string) => airportMoment(iso, trip.depTimeZone, locale);

  async function cancel(passenger: CheckInPassengerState) {
    setBusy(true);
    setFailure(null);
    const result = await checkIn.cancelCheckIn.call(
      { orderNo: trip.orderNo, segmentIndex: trip.segIndex, passengerIds: [passenger.passengerId] },
      { quiet: true },
    );
    setBusy(false);
    setConfirming(null);
    if (!result.ok) return setFailure({ passengerId: passenger.passengerId, msg: result.msg });
    onCancelled(result.data.trip, passenger);
  }

  if (checkedIn.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-checked-in`} className="space-y-3">
      <h2 id={`${id}-checked-in`} className="text-lg font-semibold text-slate-900">
        {t('selair.checkedInHeading')}
      </h2>
      <ul className="space-y-3">
        {checkedIn.map((p) => (
          <li key={p.passengerId} className="rounded-md border border-slate-200 bg-white p-3">
            <p className="break-words font-medium text-slate-900">
              {p.name} ({t(`trip.type.${p.type}`)})
            </p>
            <p className="text-sm text-slate-700" data-testid="checked-in-seat">
              {t('selair.checkedIn', {
                seat: p.seatNo ?? '—',
                sequence: p.boardingSeq === null ? '—' : sequenceText(p.boardingSeq),
              })}
            </p>
            <p className="text-sm text-slate-700">
              {p.cancellable
                ? t('selair.cancelUntil', at(trip.cancelCutoffAt))
                : t('selair.cutoffPassed', at(trip.cancelCutoffAt))}
            </p>
            {p.cancellable && confirming !== p.passengerId && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                aria-label={t('selair.cancelLabel', { name: p.name })}
                onClick={() => {
                  setFailure(null);
                  setConfirming(p.passengerId);
                }}
                data-testid="cancel-check-in"
              >
                {t('selair.cancel')}
              </Button>
            )}
            {confirming === p.passengerId && (
              <div className="mt-2">
                <ConfirmPanel
                  question={t('selair.cancelQuestion', { name: p.name })}
                  confirmLabel={t('selair.cancelConfirm')}
                  keepLabel={t('selair.keep')}
                  busy={busy}
                  onConfirm={() => void cancel(p)}
                  onKeep={() => setConfirming(null)}
                />
              </div>
            )}
            {failure?.passengerId === p.passengerId && (
              <p role="alert" className="mt-2 text-sm text-red-700" data-testid="cancel-failure">
                {failure.msg}
              </p>
            )}
          </li>
        ))}
      </ul>
      {!passesShown && (
        <Link href={boardingPassHref(trip)} className={buttonClass({ variant: 'outline' })}>
          {t('selair.boardingPass')}
        </Link>
      )}
    </section>
  );
}
