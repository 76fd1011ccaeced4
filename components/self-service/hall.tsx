'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import * as selfService from '@/lib/bff-client/self-service';
import { ResultCode } from '@/lib/contract/codes';
import type { SelfServiceTrip } from '@/lib/contract/self-service';
import { tripQueryIssues, type TripQuery, type TripQueryIssue } from '@/lib/domain/self-service-rules';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TripServices } from './trip-services';

type Errors = Partial<Record<keyof TripQuery, TripQueryIssue>>;
const ISSUES: readonly string[] = [
  'numberRequired',
  'numberInvalid',
  'nameRequired',
  'nameTooLong',
  'mobileRequired',
  'mobileInvalid',
] satisfies TripQueryIssue[];

/**
 * The hall's search and its answer (issue 15 §1; decision 31). A member types the order or ticket number of their
 * own order; a visitor also a passenger's name and the contact phone (the proof every order page asks). The form is
 * checked by lib/domain/self-service-rules before anything is sent, and the BFF checks it again; what it refuses
 * stays typed, with the reason beside the field. The trip's services replace nothing: the form stays above them.
 */
export function SelfServiceHall({ member }: { member: boolean }) {
  const t = useTranslations('SelfService');
  const [query, setQuery] = useState<TripQuery>({ number: '', passengerName: '', mobile: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [trip, setTrip] = useState<SelfServiceTrip | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const set = (field: keyof TripQuery) => (e: { target: { value: string } }) => {
    setQuery((q) => ({ ...q, [field]: e.target.value }));
    setErrors((es) => ({ ...es, [field]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const issues = tripQueryIssues(query, member);
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    setBusy(true);
    const body = member ? { number: query.number } : query;
    const result = await selfService.trip.call(body, { quiet: true });
    setBusy(false);
    if (!result.ok) {
      const fields = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => ISSUES.includes(key));
      if (fields.length > 0) return setErrors(Object.fromEntries(fields) as Errors);
      setTrip(null);
      return setFailure(result.code === ResultCode.NOT_FOUND ? t('errors.notFound') : result.msg || t('errors.failed'));
    }
    setTrip(result.data);
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  const error = (field: keyof TripQuery) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  return (
    <div className="space-y-6">
      <section aria-labelledby="hall-find" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="hall-find" className="text-lg font-semibold text-slate-900">
          {t('find.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{member ? t('find.memberHint') : t('find.visitorHint')}</p>
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="hall-form">
          <TextField
            id="hall-number"
            name="number"
            label={t('find.number')}
            hint={t('find.numberHint')}
            value={query.number}
            onChange={set('number')}
            error={error('number')}
            autoComplete="off"
            maxLength={40}
            className="sm:col-span-2"
          />
          {!member && (
            <>
              <TextField
                id="hall-name"
                name="passengerName"
                label={t('find.passengerName')}
                hint={t('find.passengerNameHint')}
                value={query.passengerName}
                onChange={set('passengerName')}
                error={error('passengerName')}
                autoComplete="name"
                maxLength={100}
              />
              <TextField
                id="hall-mobile"
                name="mobile"
                label={t('find.mobile')}
                value={query.mobile}
                onChange={set('mobile')}
                error={error('mobile')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={20}
              />
            </>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy}>
              {busy ? t('find.searching') : t('find.submit')}
            </Button>
          </div>
        </form>
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800"
            data-testid="hall-failure"
          >
            {failure}
          </p>
        )}
      </section>
      {trip && <TripServices trip={trip} headingRef={resultRef} />}
    </div>
  );
}
