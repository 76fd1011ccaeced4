'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ProofForm, type ProofBody, type ProofOutcome } from '@/components/check-in/proof-form';
import { canGetSeats } from '@/components/seat/seat-picks';
import { SeatTripList } from '@/components/seat/seat-trips';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';

/**
 * A visitor finds a trip for seats (issue 13 §3; spec §2 "for oneself or another traveller's trip"): the
 * check-in lookup's proof form (ticket or document number and name) and call, which seals the proof for the
 * order in this browser, then the segments that can still get seats, each linking to its seat map. It sits
 * here rather than in components/ because it joins two features (check-in's form and the seat page's trips).
 */
export function VisitorSeatLookup({ locale }: { locale: string }) {
  const t = useTranslations('SeatSelection');
  const [trips, setTrips] = useState<CheckInTrip[] | null>(null);
  const found = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (trips) found.current?.focus();
  }, [trips]);

  async function lookup(body: ProofBody): Promise<ProofOutcome> {
    const result = await checkIn.lookupTrips.call(body, { quiet: true });
    if (result.ok) {
      setTrips(result.data.records);
      return { ok: true };
    }
    const failure = result.code === ResultCode.NOT_FOUND ? t('lookup.notFound') : result.msg;
    return { ok: false, failure, fieldErrors: result.fieldErrors };
  }

  if (trips) {
    const open = trips.filter(canGetSeats);
    return (
      <div className="space-y-4">
        <h2 ref={found} tabIndex={-1} className="text-xl font-semibold text-slate-900" data-testid="seat-lookup-found">
          {t('lookup.found', { count: trips.length })}
        </h2>
        <SeatTripList trips={open} locale={locale} empty={t('lookup.noSeats')} />
        <Button variant="secondary" onClick={() => setTrips(null)}>
          {t('lookup.another')}
        </Button>
      </div>
    );
  }
  return (
    <Card as="section" aria-labelledby="seat-lookup-heading" className="max-w-xl space-y-3">
      <h2 id="seat-lookup-heading" className="text-xl font-semibold text-slate-900">
        {t('lookup.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('lookup.intro')}</p>
      <ProofForm
        kinds={['ticket', 'document']}
        submitLabel={t('lookup.submit')}
        busyLabel={t('lookup.searching')}
        onSubmit={lookup}
        testId="seat-lookup"
      />
    </Card>
  );
}
