'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { FieldError } from '@/components/ui/field';
import * as checkIn from '@/lib/bff-client/check-in';
import type { CheckInBoardingPass, CheckInPassengerState, CheckInTrip } from '@/lib/contract';
import { ResultCode } from '@/lib/contract/codes';
import { CHECK_IN_REFUSALS, type CheckInRefusal } from '@/lib/domain/checkin-rules';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { writeCheckInDraft } from './check-in-draft';
import { isSelectable, selectionProblem, type SelectionProblem } from './selection-rules';
import { WindowText } from './trip-card';
import { airportMoment, sequenceText } from './trip-time';

type Props = { trip: CheckInTrip; locale: string };

const isRefusal = (key: string): key is CheckInRefusal => (CHECK_IN_REFUSALS as readonly string[]).includes(key);

/** Codes that say nothing about the trip's state: no need to read it again after them. */
const SELECTION_CODES: readonly string[] = [ResultCode.CHECK_IN_NO_PASSENGERS, ResultCode.CHECK_IN_CLAUSE_NOT_AGREED];

/** The boarding pass page of a segment (issue 13 §4), one pass per checked-in passenger. */
function boardingPassHref(trip: CheckInTrip) {
  return {
    pathname: '/checkin/printBoardingPass/view',
    query: { orderNo: trip.orderNo, segment: String(trip.segIndex) },
  };
}

/**
 * One segment's check-in on /checkin/selair/{orderNo} (spec §2, §4 "Check-in"; issue 13 §1-§2): the passengers
 * not checked in with a checkbox each (those airline-api refuses disabled, with the reason in words), the
 * clause to agree to, and Check in; then each passenger's seat and sequence number with the boarding pass link.
 * Checked-in passengers can cancel, after a confirmation, until the cutoff (45 or 60 minutes before departure).
 * The seat is airline-api's: the seat bought at booking is kept, otherwise one is given (the seat chart comes
 * with issue 13 §3). airline-api decides every rule; this island only says its answers.
 */
export function CheckInPanel({ trip: initial, locale }: Props) {
  const t = useTranslations('CheckIn');
  const router = useRouter();
  const id = useId();
  const [trip, setTrip] = useState(initial);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [clauseAgreed, setClauseAgreed] = useState(false);
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const [refusals, setRefusals] = useState<Record<string, CheckInRefusal>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [passes, setPasses] = useState<CheckInBoardingPass[] | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<{ passengerId: string; msg: string } | null>(null);
  const [notice, setNotice] = useState('');
  const resultRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const firstBox = useRef<HTMLInputElement>(null);
  const clauseBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (passes) resultRef.current?.focus();
  }, [passes]);

  const waiting = trip.passengers.filter((p) => !p.checkedIn);
  const checkedIn = trip.passengers.filter((p) => p.checkedIn);
  const selectable = waiting.filter((p) => isSelectable(p, trip));
  const at = (iso: string) => airportMoment(iso, trip.depTimeZone, locale);
  const passengersError = `${id}-passengers-error`;
  const clauseError = `${id}-clause-error`;

  function toggle(passengerId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(passengerId);
      else next.delete(passengerId);
      return next;
    });
    if (problem === 'selectPassengers') setProblem(null);
  }

  /** Reads the segment again after a refusal, so the list shows where each passenger stands now. */
  async function reload() {
    const result = await checkIn.state.call({ orderNo: trip.orderNo, segmentIndex: trip.segIndex }, { quiet: true });
    if (result.ok) setTrip(result.data.trip);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setNotice('');
    setRefusals({});
    const chosen = waiting.filter((p) => selected.has(p.passengerId));
    const found = selectionProblem(chosen.length, clauseAgreed);
    setProblem(found);
    if (found === 'selectPassengers') return firstBox.current?.focus();
    if (found === 'agreeClause') return clauseBox.current?.focus();
    setBusy(true);
    const result = await checkIn.checkIn.call(
      {
        orderNo: trip.orderNo,
        segmentIndex: trip.segIndex,
        passengers: chosen.map((p) => ({ passengerId: p.passengerId })),
        clauseAgreed,
      },
      { quiet: true },
    );
    setBusy(false);
    if (result.ok) {
      setTrip(result.data.trip);
      setPasses(result.data.passes);
      setSelected(new Set());
      return;
    }
    const refused = Object.entries(result.fieldErrors ?? {}).filter(([, key]) => isRefusal(key));
    setRefusals(Object.fromEntries(refused) as Record<string, CheckInRefusal>);
    setFailure(result.msg);
    if (result.code !== 'NETWORK' && !SELECTION_CODES.includes(result.code)) await reload();
  }

  /**
   * The seat step (issue 13 §3): the same checks as Check in, then the choice goes to /checkin/otherbuy, where
   * seats (paid) and add-ons are picked, and /checkin/confirm checks in once they are paid.
   */
  function chooseSeats() {
    setFailure('');
    setNotice('');
    const chosen = waiting.filter((p) => selected.has(p.passengerId));
    const found = selectionProblem(chosen.length, clauseAgreed);
    setProblem(found);
    if (found === 'selectPassengers') return firstBox.current?.focus();
    if (found === 'agreeClause') return clauseBox.current?.focus();
    writeCheckInDraft(trip.orderNo, trip.segIndex, {
      passengerIds: chosen.map((p) => p.passengerId),
      clauseAgreed,
      seats: [],
      extras: [],
      extraLines: [],
    });
    router.push({ pathname: '/checkin/otherbuy', query: { orderNo: trip.orderNo, segment: String(trip.segIndex) } });
  }

  async function cancel(passenger: CheckInPassengerState) {
    setCancelBusy(true);
    setCancelFailure(null);
    const result = await checkIn.cancelCheckIn.call(
      { orderNo: trip.orderNo, segmentIndex: trip.segIndex, passengerIds: [passenger.passengerId] },
      { quiet: true },
    );
    setCancelBusy(false);
    setConfirming(null);
    if (!result.ok) {
      setCancelFailure({ passengerId: passenger.passengerId, msg: result.msg });
      return;
    }
    setTrip(result.data.trip);
    setPasses((current) => current?.filter((p) => p.passengerId !== passenger.passengerId) ?? null);
    setNotice(t('selair.cancelled', { name: passenger.name }));
    noticeRef.current?.focus();
  }

  const reasonOf = (p: CheckInPassengerState): CheckInRefusal | null => refusals[p.passengerId] ?? p.refusal;

  return (
    <div className="space-y-6">
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm text-green-800" data-testid="check-in-notice">
        {notice}
      </p>

      {passes && passes.length > 0 && (
        <section aria-labelledby={`${id}-result`} className="rounded-lg border border-green-300 bg-green-50 p-4">
          <h2 ref={resultRef} id={`${id}-result`} tabIndex={-1} className="text-lg font-semibold text-green-900">
            {t('selair.resultHeading')}
          </h2>
          <ul className="mt-2 space-y-1" data-testid="check-in-result">
            {passes.map((pass) => (
              <li key={pass.passengerId} className="break-words text-slate-900" data-testid="result-line">
                {t('selair.resultLine', {
                  name: pass.displayName,
                  seat: pass.seat,
                  sequence: sequenceText(pass.sequenceNumber),
                })}
              </li>
            ))}
          </ul>
          <Link
            href={boardingPassHref(trip)}
            className={buttonClass({ variant: 'primary' }, 'mt-3')}
            data-testid="boarding-pass-link"
          >
            {t('selair.boardingPass')}
          </Link>
        </section>
      )}

      {checkedIn.length > 0 && (
        <section aria-labelledby={`${id}-checked-in`} className="space-y-3">
          <h2 id={`${id}-checked-in`} className="text-lg font-semibold text-slate-900">
            {t('selair.checkedInHeading')}
          </h2>
          <ul className="space-y-3">
            {checkedIn.map((p) => (
              <li
                key={p.passengerId}
                className="rounded-md border border-slate-200 bg-white p-3"
                data-testid="checked-in-passenger"
                data-passenger-id={p.passengerId}
              >
                <p className="break-words font-medium text-slate-900">
                  {p.name} ({t(`trip.type.${p.type}`)})
                </p>
                <p className="text-sm text-slate-700" data-testid="checked-in-seat">
                  {t('selair.checkedIn', {
                    seat: p.seatNo ?? '—',
                    sequence: p.boardingSeq === null ? '—' : sequenceText(p.boardingSeq),
                  })}
                </p>
                <p className="text-sm text-slate-700" data-testid="cancel-cutoff">
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
                      setCancelFailure(null);
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
                      busy={cancelBusy}
                      onConfirm={() => void cancel(p)}
                      onKeep={() => setConfirming(null)}
                    />
                  </div>
                )}
                {cancelFailure?.passengerId === p.passengerId && (
                  <p role="alert" className="mt-2 text-sm text-red-700" data-testid="cancel-failure">
                    {cancelFailure.msg}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {!passes?.length && (
            <Link href={boardingPassHref(trip)} className={buttonClass({ variant: 'outline' })}>
              {t('selair.boardingPass')}
            </Link>
          )}
        </section>
      )}

      {waiting.length > 0 && (
        <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-to-check-in`}>
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
            <ul className="space-y-2">
              {waiting.map((p) => {
                const reason = reasonOf(p);
                const enabled = selectable.includes(p);
                const reasonId = `${id}-${p.passengerId}-reason`;
                const seatId = `${id}-${p.passengerId}-seat`;
                return (
                  <li
                    key={p.passengerId}
                    className="rounded-md border border-slate-200 bg-white p-3"
                    data-testid="selair-passenger"
                    data-passenger-id={p.passengerId}
                  >
                    <label className="flex min-h-6 items-start gap-3 text-slate-900">
                      <input
                        ref={enabled && p === selectable[0] ? firstBox : undefined}
                        type="checkbox"
                        className="mt-0.5 h-5 w-5 shrink-0"
                        checked={enabled && selected.has(p.passengerId)}
                        disabled={!enabled}
                        aria-invalid={problem === 'selectPassengers' || undefined}
                        aria-describedby={
                          [reason ? reasonId : '', enabled ? seatId : ''].filter(Boolean).join(' ') || undefined
                        }
                        onChange={(e) => toggle(p.passengerId, e.target.checked)}
                      />
                      <span className="break-words">
                        <span className="font-medium">{p.name}</span> ({t(`trip.type.${p.type}`)})
                      </span>
                    </label>
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
              })}
            </ul>
            <FieldError
              id={passengersError}
              role="alert"
              error={problem === 'selectPassengers' ? t('selair.selectPassengers') : undefined}
            />
          </fieldset>

          {selectable.length > 0 && (
            <>
              <section aria-labelledby={`${id}-clause`} className="space-y-2 rounded-md bg-slate-50 p-3">
                <h2 id={`${id}-clause`} className="font-semibold text-slate-900">
                  {t('selair.clauseHeading')}
                </h2>
                <p className="text-sm text-slate-700" data-testid="check-in-clause">
                  {t.rich('selair.clause', {
                    dangerous: (chunks) => (
                      <Link href="/static/dangerousGoods" className="text-brand-700 underline">
                        {chunks}
                      </Link>
                    ),
                    notice: (chunks) => (
                      <Link href="/static/passengerNotice" className="text-brand-700 underline">
                        {chunks}
                      </Link>
                    ),
                  })}
                </p>
                <label className="flex min-h-6 items-start gap-3 text-slate-900">
                  <input
                    ref={clauseBox}
                    type="checkbox"
                    className="mt-0.5 h-5 w-5 shrink-0"
                    checked={clauseAgreed}
                    aria-invalid={problem === 'agreeClause' || undefined}
                    aria-describedby={problem === 'agreeClause' ? clauseError : undefined}
                    onChange={(e) => {
                      setClauseAgreed(e.target.checked);
                      if (problem === 'agreeClause') setProblem(null);
                    }}
                    data-testid="check-in-agree"
                  />
                  <span>{t('selair.agree')}</span>
                </label>
                <FieldError
                  id={clauseError}
                  role="alert"
                  error={problem === 'agreeClause' ? t('selair.agreeClause') : undefined}
                />
              </section>
              <p className="text-sm text-slate-700" id={`${id}-seat-step-hint`}>
                {t('selair.seatStepHint')}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" variant="accent" size="lg" busy={busy} data-testid="check-in-submit">
                  {busy ? t('selair.submitting') : t('selair.submit')}
                </Button>
                {trip.openSeat && (
                  <Button
                    variant="outline"
                    size="lg"
                    disabled={busy}
                    aria-describedby={`${id}-seat-step-hint`}
                    onClick={chooseSeats}
                    data-testid="check-in-choose-seats"
                  >
                    {t('selair.chooseSeats')}
                  </Button>
                )}
              </div>
            </>
          )}
          <p role="alert" className="text-sm text-red-700" data-testid="check-in-failure">
            {failure}
          </p>
        </form>
      )}
    </div>
  );
}
