'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { ProofForm, type ProofBody, type ProofOutcome } from './proof-form';
import { TripList } from './trip-card';

/** What a trip lookup says: the `lookup` words of the page's namespace (CheckIn, SeatSelection). */
export type TripLookupWords = ((
  key: 'lookup.heading' | 'lookup.intro' | 'lookup.submit' | 'lookup.searching' | 'lookup.notFound' | 'lookup.another',
) => string) &
  ((key: 'lookup.found', values: { count: number }) => string);

type TripLookupProps = {
  t: TripLookupWords;
  /** The form's test id; the heading of what was found is `${testId}-found`. */
  testId: string;
  /** The trips found, as the page lists them (check-in links, seat links …). */
  renderTrips: (trips: CheckInTrip[]) => ReactNode;
};

/**
 * A visitor finds a trip by ticket number or document number and name (spec §2 /checkIn; decision 21, decision 22). The
 * BFF keeps the proof in a sealed cookie, so the trips found link straight to the pages that act on them (check-in,
 * seats). 'No trip found' is airline-api's NOT_FOUND; too many tries is the rate limit's message.
 */
export function TripLookup({ t, testId, renderTrips }: TripLookupProps) {
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

  if (trips)
    return (
      <div className="space-y-4">
        <h2 ref={found} tabIndex={-1} className="text-xl font-semibold text-slate-900" data-testid={`${testId}-found`}>
          {t('lookup.found', { count: trips.length })}
        </h2>
        {renderTrips(trips)}
        <Button variant="secondary" onClick={() => setTrips(null)}>
          {t('lookup.another')}
        </Button>
      </div>
    );
  return (
    <Card as="section" aria-labelledby={`${testId}-heading`} className="max-w-xl space-y-3">
      <h2 id={`${testId}-heading`} className="text-xl font-semibold text-slate-900">
        {t('lookup.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('lookup.intro')}</p>
      <ProofForm
        kinds={['ticket', 'document']}
        submitLabel={t('lookup.submit')}
        busyLabel={t('lookup.searching')}
        onSubmit={lookup}
        testId={testId}
      />
    </Card>
  );
}

/** The check-in page's lookup: the trips found link to their check-in pages. */
export function VisitorLookup({ locale }: { locale: string }) {
  const t = useTranslations('CheckIn');
  return (
    <TripLookup
      testId="check-in-lookup"
      t={t}
      renderTrips={(trips) => <TripList trips={trips} locale={locale} empty={t('lookup.notFound')} />}
    />
  );
}
