'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { ProofForm, type ProofBody, type ProofOutcome } from './proof-form';
import { TripList } from './trip-card';

/**
 * A visitor finds a trip by ticket number or document number and name (spec §2 /checkIn; issue 13 §1). The BFF
 * keeps the proof in a sealed cookie, so the trips found link straight to their check-in pages. 'No trip found'
 * is airline-api's NOT_FOUND; too many tries is the rate limit's message.
 */
export function VisitorLookup({ locale }: { locale: string }) {
  const t = useTranslations('CheckIn');
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
        <h2 ref={found} tabIndex={-1} className="text-xl font-semibold text-slate-900" data-testid="lookup-found">
          {t('lookup.found', { count: trips.length })}
        </h2>
        <TripList trips={trips} locale={locale} empty={t('lookup.notFound')} />
        <Button variant="secondary" onClick={() => setTrips(null)}>
          {t('lookup.another')}
        </Button>
      </div>
    );
  return (
    <Card as="section" aria-labelledby="check-in-lookup-heading" className="max-w-xl space-y-3">
      <h2 id="check-in-lookup-heading" className="text-xl font-semibold text-slate-900">
        {t('lookup.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('lookup.intro')}</p>
      <ProofForm
        kinds={['ticket', 'document']}
        submitLabel={t('lookup.submit')}
        busyLabel={t('lookup.searching')}
        onSubmit={lookup}
        testId="check-in-lookup"
      />
    </Card>
  );
}
