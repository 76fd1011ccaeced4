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

/** What a trip lookup says, in the words of the page it sits on. */
export type TripLookupWords = {
  heading: string;
  intro: string;
  submit: string;
  searching: string;
  notFound: string;
  found: (count: number) => string;
  another: string;
};

type TripLookupProps = {
  words: TripLookupWords;
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
export function TripLookup({ words, testId, renderTrips }: TripLookupProps) {
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
    const failure = result.code === ResultCode.NOT_FOUND ? words.notFound : result.msg;
    return { ok: false, failure, fieldErrors: result.fieldErrors };
  }

  if (trips)
    return (
      <div className="space-y-4">
        <h2 ref={found} tabIndex={-1} className="text-xl font-semibold text-slate-900" data-testid={`${testId}-found`}>
          {words.found(trips.length)}
        </h2>
        {renderTrips(trips)}
        <Button variant="secondary" onClick={() => setTrips(null)}>
          {words.another}
        </Button>
      </div>
    );
  return (
    <Card as="section" aria-labelledby={`${testId}-heading`} className="max-w-xl space-y-3">
      <h2 id={`${testId}-heading`} className="text-xl font-semibold text-slate-900">
        {words.heading}
      </h2>
      <p className="text-sm text-slate-700">{words.intro}</p>
      <ProofForm
        kinds={['ticket', 'document']}
        submitLabel={words.submit}
        busyLabel={words.searching}
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
      words={{
        heading: t('lookup.heading'),
        intro: t('lookup.intro'),
        submit: t('lookup.submit'),
        searching: t('lookup.searching'),
        notFound: t('lookup.notFound'),
        found: (count) => t('lookup.found', { count }),
        another: t('lookup.another'),
      }}
      renderTrips={(trips) => <TripList trips={trips} locale={locale} empty={t('lookup.notFound')} />}
    />
  );
}
