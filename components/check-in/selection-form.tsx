'use client';

import { useTranslations } from 'next-intl';
import { useForm, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { plainResolver } from '@/components/ui/plain-resolver';
import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import type { CheckInRefusal } from '@/lib/domain/checkin-rules';
import { useRouter } from '@/lib/i18n/navigation';
import { writeCheckInDraft } from './check-in-draft';
import { CheckInClause } from './check-in-clause';
import {
  chosenPassengers,
  isSelectable,
  selectionIssues,
  type CheckInSelection,
  type SelectionProblem,
} from './selection-rules';
import { WindowText } from './trip-card';
import type { CheckInAnswer } from './use-check-in';

type Props = {
  id: string;
  trip: CheckInTrip;
  locale: string;
  /** Passengers airline-api refused in the last attempt, with the reason (shown instead of their own). */
  refusals: Record<string, CheckInRefusal>;
  /** An attempt starts (Check in also drops the refusals of the last one). */
  onAttempt: (options: { refusalsToo: boolean }) => void;
  onCheckIn: (selection: CheckInSelection) => Promise<CheckInAnswer>;
};

/**
 * The passengers of a segment not checked in yet, each with a checkbox (those airline-api refuses disabled, with
 * the reason in words), the clause to agree to, and two ways on: Check in now, or choose seats and add-ons first
 * (decision 22: the choice goes to /checkin/otherbuy in the check-in draft). Both ask the same of the selection,
 * checked in airline-api's order; the first problem is said beside its field, which takes the focus.
 */
export function SelectionForm({ id, trip, locale, refusals, onAttempt, onCheckIn }: Props) {
  const t = useTranslations('CheckIn');
  const router = useRouter();
  const waiting = trip.passengers.filter((p) => !p.checkedIn);
  const selectable = waiting.filter((p) => isSelectable(p, trip));
  const selectableIds = selectable.map((p) => p.passengerId);
  const { control, register, handleSubmit, setError, setValue, formState } = useForm<
    CheckInSelection,
    unknown,
    CheckInSelection
  >({
    defaultValues: { passengerIds: [], clauseAgreed: false },
    resolver: plainResolver(
      (values) => selectionIssues(values, selectableIds),
      (values) => ({ passengerIds: chosenPassengers(values, selectableIds), clauseAgreed: values.clauseAgreed }),
    ),
  });
  const { field: passengers } = useController({ control, name: 'passengerIds' });
  const { errors, isSubmitting } = formState;
  const passengersError = `${id}-passengers-error`;
  const problem = (errors.passengerIds?.message ?? errors.clauseAgreed?.message) as SelectionProblem | undefined;

  const checkIn = handleSubmit(async (selection) => {
    const answer = await onCheckIn(selection);
    if (answer.ok) return setValue('passengerIds', []);
    setError('root.server', { message: answer.failure });
  });

  const chooseSeats = handleSubmit(({ passengerIds, clauseAgreed }) => {
    writeCheckInDraft(trip.orderNo, trip.segIndex, {
      passengerIds,
      clauseAgreed,
      seats: [],
      extras: [],
      extraLines: [],
    });
    router.push({ pathname: '/checkin/otherbuy', query: { orderNo: trip.orderNo, segment: String(trip.segIndex) } });
  });

  const toggle = (passengerId: string, on: boolean) =>
    passengers.onChange(
      on ? [...passengers.value, passengerId] : passengers.value.filter((chosen) => chosen !== passengerId),
    );

  const passengerRow = (p: CheckInPassengerState) => {
    const reason = refusals[p.passengerId] ?? p.refusal;
    const enabled = selectableIds.includes(p.passengerId);
    const reasonId = `${id}-${p.passengerId}-reason`;
    const seatId = `${id}-${p.passengerId}-seat`;
    const guardian = p.guardianPassengerId && trip.passengers.find((g) => g.passengerId === p.guardianPassengerId);
    return (
      <li
        key={p.passengerId}
        className="rounded-md border border-slate-200 bg-white p-3"
        data-testid="selair-passenger"
        data-passenger-id={p.passengerId}
      >
        <label className="flex min-h-6 items-start gap-3 text-slate-900">
          <input
            ref={enabled && p === selectable[0] ? passengers.ref : undefined}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0"
            checked={enabled && passengers.value.includes(p.passengerId)}
            disabled={!enabled}
            aria-invalid={problem === 'selectPassengers' || undefined}
            aria-describedby={[reason ? reasonId : '', enabled ? seatId : ''].filter(Boolean).join(' ') || undefined}
            onChange={(e) => toggle(p.passengerId, e.target.checked)}
          />
          <span className="break-words">
            <span className="font-medium">{p.name}</span> ({t(`trip.type.${p.type}`)})
          </span>
        </label>
        {guardian && (
          <p className="ml-8 text-sm break-words text-slate-700">{t('selair.travelsWith', { name: guardian.name })}</p>
        )}
        {enabled && (
          <p id={seatId} className="ml-8 text-sm text-slate-700">
            {p.seatBought && p.seatNo ? t('selair.seatKept', { seat: p.seatNo }) : t('selair.seatGiven')}
          </p>
        )}
        {reason && (
          <p id={reasonId} className="ml-8 text-sm text-amber-900" data-testid="passenger-refusal">
            {t(`refusal.${reason}`)}
          </p>
        )}
      </li>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        onAttempt({ refusalsToo: true });
        return checkIn(event);
      }}
      className="space-y-4"
      aria-labelledby={`${id}-to-check-in`}
    >
      <fieldset
        className="space-y-2"
        aria-describedby={problem === 'selectPassengers' ? passengersError : `${id}-select-hint`}
      >
        <legend id={`${id}-to-check-in`} className="text-lg font-semibold text-slate-900">
          {t('selair.toCheckIn')}
        </legend>
        <p id={`${id}-select-hint`} className="text-sm text-slate-700">
          {trip.window === 'open' ? t('selair.selectHint') : <WindowText trip={trip} locale={locale} />}
        </p>
        <ul className="space-y-2">{waiting.map(passengerRow)}</ul>
        <FieldError
          id={passengersError}
          role="alert"
          error={problem === 'selectPassengers' ? t('selair.selectPassengers') : undefined}
        />
      </fieldset>

      {selectable.length > 0 && (
        <>
          <CheckInClause
            id={id}
            field={register('clauseAgreed')}
            error={problem === 'agreeClause' ? t('selair.agreeClause') : undefined}
          />
          <p className="text-sm text-slate-700" id={`${id}-seat-step-hint`}>
            {t('selair.seatStepHint')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="accent" size="lg" busy={isSubmitting}>
              {isSubmitting ? t('selair.submitting') : t('selair.submit')}
            </Button>
            {trip.openSeat && (
              <Button
                variant="outline"
                size="lg"
                disabled={isSubmitting}
                aria-describedby={`${id}-seat-step-hint`}
                onClick={() => {
                  onAttempt({ refusalsToo: false });
                  void chooseSeats();
                }}
                data-testid="check-in-choose-seats"
              >
                {t('selair.chooseSeats')}
              </Button>
            )}
          </div>
        </>
      )}
      <p role="alert" className="text-sm text-red-700" data-testid="check-in-failure">
        {errors.root?.server?.message ?? ''}
      </p>
    </form>
  );
}
