'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import * as selfService from '@/lib/bff-client/self-service';
import { ResultCode } from '@/lib/contract/codes';
import type { SelfServiceTrip } from '@/lib/contract/self-service';
import { tripQueryIssues, type TripQuery, type TripQueryIssue } from '@/lib/domain/self-service-rules';
import { Button } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { TextField } from '@/components/ui/text-field';
import { TripServices } from './trip-services';

const ISSUES: readonly string[] = [
  'numberRequired',
  'numberInvalid',
  'nameRequired',
  'nameTooLong',
  'mobileRequired',
  'mobileInvalid',
] satisfies TripQueryIssue[];

/** The search as the BFF takes it: a member's own order needs only its number. */
type TripBody = { number: string } | TripQuery;

/**
 * The hall's search and its answer (decision 31). A member types the order or ticket number of their
 * own order; a visitor also a passenger's name and the contact phone (the proof every order page asks). The form is
 * checked by lib/domain/self-service-rules before anything is sent, and the BFF checks it again; what it refuses
 * stays typed, with the reason beside the field. The trip's services replace nothing: the form stays above them.
 */
export function SelfServiceHall({ member }: { member: boolean }) {
  const t = useTranslations('SelfService');
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<TripQuery, unknown, TripBody>({
    defaultValues: { number: '', passengerName: '', mobile: '' },
    resolver: plainResolver(
      (query) => tripQueryIssues(query, member),
      (query) => (member ? { number: query.number } : query),
    ),
    // Each error goes as its field is typed in again, and nothing takes the focus (as before the form).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [trip, setTrip] = useState<SelfServiceTrip | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  async function send(body: TripBody) {
    const result = await selfService.trip.call(body, { quiet: true });
    if (!result.ok) {
      const fields = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => ISSUES.includes(key));
      if (fields.length > 0)
        return fields.forEach(([field, key]) => setError(field as keyof TripQuery, { type: key, message: key }));
      setTrip(null);
      const failure = result.code === ResultCode.NOT_FOUND ? t('errors.notFound') : result.msg || t('errors.failed');
      return setError('root.server', { message: failure });
    }
    setTrip(result.data);
    requestAnimationFrame(() => resultRef.current?.focus());
  }

  const { errors, isSubmitting } = formState;
  const field = (name: keyof TripQuery) => {
    const issue = errors[name]?.message as TripQueryIssue | undefined;
    return {
      error: issue ? t(`errors.${issue}`) : undefined,
      ...register(name, { onChange: () => clearErrors(name) }),
    };
  };
  const failure = errors.root?.server?.message;
  return (
    <div className="space-y-6">
      <section aria-labelledby="hall-find" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="hall-find" className="text-lg font-semibold text-slate-900">
          {t('find.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{member ? t('find.memberHint') : t('find.visitorHint')}</p>
        <form onSubmit={(event) => handleSubmit(send)(event)} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            id="hall-number"
            label={t('find.number')}
            hint={t('find.numberHint')}
            autoComplete="off"
            maxLength={40}
            className="sm:col-span-2"
            {...field('number')}
          />
          {!member && (
            <>
              <TextField
                id="hall-name"
                label={t('find.passengerName')}
                hint={t('find.passengerNameHint')}
                autoComplete="name"
                maxLength={100}
                {...field('passengerName')}
              />
              <TextField
                id="hall-mobile"
                label={t('find.mobile')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={20}
                {...field('mobile')}
              />
            </>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? t('find.searching') : t('find.submit')}
            </Button>
          </div>
        </form>
        {failure && (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            {failure}
          </p>
        )}
      </section>
      {trip && <TripServices trip={trip} headingRef={resultRef} />}
    </div>
  );
}
