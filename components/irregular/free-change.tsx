'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, buttonClass } from '@/components/ui/button';
import { plainResolver } from '@/components/ui/plain-resolver';
import { isUnknownOutcome, type BffResult } from '@/lib/bff-client/bff-fetch';
import * as irregular from '@/lib/bff-client/irregular';
import type { Currency } from '@/lib/contract/common';
import type { IrregularTrip } from '@/lib/contract/irregular';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { windowDates } from '@/lib/domain/irregular-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { FreeChangeDone } from './free-change-done';
import { FreeChangeFlights } from './free-change-flights';
import { freeChangeIssues, type FreeChangeValues } from './free-change-rules';
import { useWindowFlights } from './use-window-flights';

type Props = {
  trip: IrregularTrip;
  locale: string;
  /** The original order's page (the member's or the visitor's). */
  orderHref: string;
  /** The order's pay currency (what a change would cost is said in it: nothing). */
  currency: Currency;
};

const resolver = plainResolver<FreeChangeValues, FreeChangeValues>(freeChangeIssues, (values) => values);

/**
 * The free change of an irregular flight (/ancillary/normalModify/{orderNo}?segment=; decision 32):
 * the passengers of the segment (all whose ticket may change, chosen at first), a date of the window (the flight's
 * date and the 7 days after), a flight of the same route on it, and Confirm. No fee, no fare difference: nothing is
 * paid, the gateway is never opened, and the new 902 tickets are shown. Every refusal is said in its own words and
 * the choices stay.
 */
export function FreeChange({ trip, locale, orderHref, currency }: Props) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const dates = trip.window ? windowDates(trip.window) : [];
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<FreeChangeValues>({
    defaultValues: {
      passengerIds: trip.passengers.filter((p) => p.changeable).map((p) => p.passengerId),
      date: dates[0] ?? '',
      fareId: '',
    },
    resolver,
    // The one line under the choices says what is missing; nothing takes the focus (as before the form).
    shouldFocusError: false,
  });
  const [chosen, date] = useWatch({ control, name: ['passengerIds', 'date'] });
  const [attempt, setAttempt] = useState<{ signature: string; id: string } | null>(null);
  const [made, setMade] = useState<RescheduleOrder | null>(null);
  const flights = useWindowFlights(trip, date, chosen);

  /** Another passenger set or date asks for its flights again: the flight chosen goes, with what was said. */
  function change(values: Partial<FreeChangeValues>) {
    for (const [name, value] of Object.entries(values)) setValue(name as keyof FreeChangeValues, value as never);
    clearErrors();
  }

  const confirm = handleSubmit(async ({ passengerIds, fareId }) => {
    const items = passengerIds.map((passengerId) => ({ passengerId, segmentIndex: trip.segmentIndex }));
    const fields = { orderNo: trip.orderNo, segmentIndex: trip.segmentIndex, items, fareId };
    const signature = JSON.stringify(fields);
    const id = attempt?.signature === signature ? attempt.id : crypto.randomUUID();
    setAttempt({ signature, id });
    let result: BffResult<{ order: RescheduleOrder }>;
    try {
      result = await irregular.change.call({ ...fields, attempt: id }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    if (result.ok) return setMade(result.data.order);
    if (!isUnknownOutcome(result.code)) setAttempt(null);
    setError('root.server', { message: result.msg || te('networkAnomaly') });
  });

  if (made) return <FreeChangeDone trip={trip} made={made} locale={locale} orderHref={orderHref} />;

  const { errors, isSubmitting } = formState;
  const issue = errors.passengerIds?.message ?? errors.fareId?.message;
  const error = issue ? t(issue as 'passengersRequired') : errors.root?.server?.message;
  return (
    <form noValidate onSubmit={confirm} className="space-y-6">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t('freeIntro')}</p>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('passengersLegend')}</legend>
        {trip.passengers.map((p) => (
          <label key={p.passengerId} className="flex min-h-6 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              className="size-5"
              disabled={!p.changeable}
              checked={chosen.includes(p.passengerId)}
              onChange={(e) =>
                change({
                  passengerIds: e.target.checked
                    ? [...chosen, p.passengerId]
                    : chosen.filter((x) => x !== p.passengerId),
                  fareId: '',
                })
              }
            />
            <span className="break-words">{p.name}</span>
            {p.checkedIn && <span className="text-sm text-amber-900">{t('checkedInFirst')}</span>}
          </label>
        ))}
      </fieldset>
      <fieldset className="min-w-0 space-y-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('dateLegend')}</legend>
        <p className="text-sm text-slate-700">{t('windowNote', { first: dates[0] ?? '', last: dates.at(-1) ?? '' })}</p>
        <div className="flex flex-wrap gap-2">
          {dates.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === date}
              onClick={() => change({ date: d, fareId: '' })}
              className={buttonClass({ variant: d === date ? 'primary' : 'secondary', size: 'sm' })}
            >
              {d}
            </button>
          ))}
        </div>
      </fieldset>
      <FreeChangeFlights
        control={control}
        date={date}
        noPassengers={chosen.length === 0}
        flights={flights}
        locale={locale}
        onChoose={(fareId) => change({ fareId })}
      />
      <p className="text-sm text-slate-900">{t('costLine', { total: formatMoney(0, currency, locale) })}</p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/ancillary/abnormalEntry" className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button type="submit" variant="accent" busy={isSubmitting}>
          {isSubmitting ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </form>
  );
}
