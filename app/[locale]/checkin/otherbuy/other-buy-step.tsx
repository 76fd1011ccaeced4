'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useCheckInDraft, writeCheckInDraft, type CheckInDraft } from '@/components/check-in/check-in-draft';
import { ExtrasPicker, extraName, type Extra } from '@/components/check-in/extras-picker';
import { SeatPicker } from '@/components/seat/seat-picker';
import { extraPrice } from '@/components/seat/seat-picks';
import { SeatTips } from '@/components/seat/seat-tips';
import { Button, buttonClass } from '@/components/ui/button';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as seat from '@/lib/bff-client/seat-selection';
import type { CheckInTrip, OrderAddOnKind, OrderAddOnOfferData } from '@/lib/contract';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { CheckInDraftMissing } from '../_lib/draft-missing';
import { confirmHref, selairHref } from '../_lib/hrefs';

type Props = { trip: CheckInTrip; locale: string };
type OfferLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; offer: OrderAddOnOfferData };
/** The add-ons still on sale at check-in (seats come from the seat map). */
const EXTRAS: OrderAddOnKind[] = ['BAGGAGE', 'MEAL', 'PRIORITY'];

/**
 * /checkin/otherbuy (decision 22): the seat step and the add-ons still on sale at check-in, for the passengers
 * chosen on /checkin/selair (the draft). Seats come from the seat map with their prices; baggage, a meal and
 * priority boarding from the add-on offer, with why a passenger cannot buy one now. Every change is kept in
 * the draft, so going back or reloading loses nothing; Continue goes to /checkin/confirm.
 */
export function OtherBuyStep({ trip, locale }: Props) {
  const t = useTranslations('CheckInExtras');
  const router = useRouter();
  const draft = useCheckInDraft(trip.orderNo, trip.segIndex);
  const [round, setRound] = useState(0);
  const read = useBffQuery(
    seat.offer,
    { orderNo: trip.orderNo, segmentIndex: trip.segIndex, types: EXTRAS },
    { round },
  );
  const offer: OfferLoad = read.isPending
    ? { state: 'loading' }
    : read.result?.ok
      ? { state: 'ready', offer: read.result.data }
      : { state: 'failed' };
  const [problem, setProblem] = useState('');
  const problemRef = useRef<HTMLParagraphElement>(null);

  if (draft === undefined) return <p role="status">{t('loading')}</p>;
  if (draft === null) return <CheckInDraftMissing trip={trip} />;

  const passengers = trip.passengers.filter((p) => draft.passengerIds.includes(p.passengerId));
  const linesOf = (extras: Extra[], o: OrderAddOnOfferData) =>
    extras.map((x) => ({
      label: `${passengers.find((p) => p.passengerId === x.passengerId)?.name ?? ''} · ${extraName(o, x, { baggage: (kg) => t('baggageLine', { kg }), priority: t('priorityLine') })}`,
      amount: extraPrice(x, o) ?? 0,
    }));
  const save = (next: Partial<CheckInDraft>) => {
    const merged = { ...draft, ...next };
    writeCheckInDraft(trip.orderNo, trip.segIndex, merged);
    setProblem('');
  };

  function next() {
    if (!draft) return;
    if (draft.seats.length === 0 && draft.extras.length === 0) {
      setProblem(t('nothingChosen'));
      problemRef.current?.focus();
      return;
    }
    router.push(confirmHref(trip));
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="otherbuy-seats" className="space-y-3">
        <h2 id="otherbuy-seats" className="text-xl font-semibold text-slate-900">
          {t('seatsHeading')}
        </h2>
        <p className="text-sm text-slate-700">{t('seatsHint')}</p>
        <SeatPicker
          orderNo={trip.orderNo}
          segmentIndex={trip.segIndex}
          passengerIds={draft.passengerIds}
          value={draft.seats}
          onChange={(seats) => save({ seats })}
        />
        <SeatTips />
      </section>

      <section aria-labelledby="otherbuy-extras" className="space-y-3">
        <h2 id="otherbuy-extras" className="text-xl font-semibold text-slate-900">
          {t('extrasHeading')}
        </h2>
        {offer.state === 'loading' && <p role="status">{t('loading')}</p>}
        {offer.state === 'failed' && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            <p>{t('offerFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setRound((n) => n + 1)}>
              {t('retry')}
            </Button>
          </div>
        )}
        {offer.state === 'ready' && (
          <ExtrasPicker
            offer={offer.offer}
            passengers={passengers}
            value={draft.extras}
            locale={locale}
            onChange={(extras) => save({ extras, extraLines: linesOf(extras, offer.offer) })}
          />
        )}
      </section>

      <div className="space-y-2">
        <p ref={problemRef} tabIndex={-1} role="alert" className="text-sm text-red-700" data-testid="otherbuy-problem">
          {problem}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="accent" size="lg" onClick={next} data-testid="otherbuy-continue">
            {t('continue')}
          </Button>
          <Link href={selairHref(trip)} className={buttonClass({ variant: 'outline', size: 'lg' })}>
            {t('back')}
          </Link>
        </div>
      </div>
    </div>
  );
}
