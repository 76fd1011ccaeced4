'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import { useRouter } from '@/lib/i18n/navigation';
import { useChangeDraft, writeChangeDraft, type ChangeDraft } from './reschedule-draft';
import { airportClock, bookedName } from './reschedule-format';
import {
  airportToday,
  dateIssue,
  guardianIssues,
  isChangeable,
  itemKey,
  segmentBlock,
  ticketOf,
} from './reschedule-rules';

type Props = {
  order: OrderDetail;
  locale: string;
  /** The server's clock when the page was rendered: 'today' at each airport and the 4-hour rule are read at it. */
  nowMs: number;
};

/**
 * Step 1 of a date change (/modify/selair/{orderNo}; issue 14 §1; spec §2 Order changes, §4 ticket statuses, §9):
 * the passengers and segments to move (usable issued tickets of a changeable fare, 4 hours or more before
 * departure) and a new date for each segment moved, never before today at its departure airport. A child or
 * infant without its guardian is said beside it before anything is asked. Continue keeps the choice in the tab
 * (reschedule-draft.ts) and goes to the new flights; coming back finds it again.
 */
export function ChangeSelect({ order, locale, nowMs }: Props) {
  const t = useTranslations('ChangeDate');
  const draft = useChangeDraft(order.orderNo);
  if (draft === undefined)
    return (
      <p role="status" className="text-slate-700">
        {t('loadingDraft')}
      </p>
    );
  return <SelectForm order={order} locale={locale} nowMs={nowMs} initial={draft} />;
}

type Errors = { items?: string; dates: Record<number, string>; form?: string };

function SelectForm({ order, locale, nowMs, initial }: Props & { initial: ChangeDraft | null }) {
  const t = useTranslations('ChangeDate');
  const to = useTranslations('Order');
  const te = useTranslations('Errors');
  const id = useId();
  const router = useRouter();
  const segments = useMemo(() => [...order.segments].sort((a, b) => a.segIndex - b.segIndex), [order.segments]);
  const blocks = useMemo(
    () => new Map(segments.map((s) => [s.segIndex, segmentBlock(s, nowMs)] as const)),
    [segments, nowMs],
  );
  /** Items of the draft that can still move (a ticket may have changed state since). */
  const [chosen, setChosen] = useState<RefundItem[]>(() =>
    (initial?.items ?? []).filter((item) => {
      const passenger = order.passengers.find((p) => p.passengerId === item.passengerId);
      return (
        passenger &&
        blocks.get(item.segmentIndex) === null &&
        isChangeable(ticketOf(order, passenger.index, item.segmentIndex))
      );
    }),
  );
  const [dates, setDates] = useState<Record<number, string>>(() =>
    Object.fromEntries((initial?.dates ?? []).map((d) => [d.segmentIndex, d.date])),
  );
  const [errors, setErrors] = useState<Errors>({ dates: {} });

  const guardian = useMemo(() => guardianIssues(order, chosen), [order, chosen]);
  const chosenKeys = useMemo(() => new Set(chosen.map(itemKey)), [chosen]);
  const moved = useMemo(() => new Set(chosen.map((i) => i.segmentIndex)), [chosen]);
  const typeLabel = (type: string) => t(`passengerType.${type}` as 'passengerType.ADT');

  function toggle(item: RefundItem, on: boolean) {
    const key = itemKey(item);
    setChosen((items) => (on ? [...items, item] : items.filter((i) => itemKey(i) !== key)));
    setErrors((e) => ({ ...e, items: undefined, form: undefined }));
  }

  function setDate(segIndex: number, date: string) {
    setDates((d) => ({ ...d, [segIndex]: date }));
    setErrors((e) => ({ ...e, dates: { ...e.dates, [segIndex]: '' }, form: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = { dates: {} };
    if (chosen.length === 0) found.items = t('itemsRequired');
    else if (guardian.size > 0) found.items = te('7100016');
    for (const segment of segments) {
      if (!moved.has(segment.segIndex)) continue;
      const today = airportToday(segment, nowMs);
      const issue = dateIssue(dates[segment.segIndex] ?? '', today);
      if (issue) found.dates[segment.segIndex] = t(issue, { today });
    }
    if (found.items || Object.keys(found.dates).length > 0) {
      setErrors({ ...found, form: t('fixErrors') });
      return;
    }
    const items = [...chosen].sort(
      (a, b) => a.segmentIndex - b.segmentIndex || a.passengerId.localeCompare(b.passengerId),
    );
    const newDates = segments
      .filter((s) => moved.has(s.segIndex))
      .map((s) => ({ segmentIndex: s.segIndex, date: dates[s.segIndex]! }));
    // The flights chosen before stay only while who moves is the same (their seats were counted for them).
    const sameItems =
      initial !== null &&
      initial.items.length === items.length &&
      initial.items.every((i) => chosenKeys.has(itemKey(i)));
    writeChangeDraft(order.orderNo, {
      items,
      dates: newDates,
      choices: sameItems ? initial.choices : [],
      attempt: null,
    });
    router.push(`/modify/selnewair/${order.orderNo}`);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-slate-700">
        {t('intro')}
      </p>
      {segments.map((segment) => {
        const block = blocks.get(segment.segIndex) ?? null;
        const today = airportToday(segment, nowMs);
        const dateId = `${id}-date-${segment.segIndex}`;
        return (
          <fieldset
            key={segment.segIndex}
            className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3"
            data-testid="change-segment"
          >
            <legend className="px-1 text-sm font-semibold break-words text-slate-900">
              {t('segment', {
                flightNo: segment.flightNo,
                from: segment.depCityName,
                to: segment.arrCityName,
                date: segment.flightDate,
                time: airportClock(segment.depTime, segment.depTimeZone, locale),
              })}
            </legend>
            {block ? (
              <p className="text-sm text-slate-700" data-testid="change-segment-block">
                {block === 'BASIC' ? t('segmentBasic') : te('7100012')}
              </p>
            ) : (
              <ul className="space-y-1">
                {order.passengers.map((passenger) => {
                  const ticket = ticketOf(order, passenger.index, segment.segIndex);
                  const item = { passengerId: passenger.passengerId, segmentIndex: segment.segIndex };
                  const key = itemKey(item);
                  const label = `${bookedName(passenger)} · ${typeLabel(passenger.type)}`;
                  const inputId = `${id}-item-${passenger.index}-${segment.segIndex}`;
                  if (!isChangeable(ticket)) {
                    const status = !ticket?.ticketNo
                      ? to('notIssued')
                      : ticket.ticketStatus !== 2
                        ? to(`ticketStatus.${ticket.ticketStatus}` as 'ticketStatus.1')
                        : to(`productStatus.${ticket.productStatus}` as 'productStatus.1');
                    return (
                      <li key={key} className="flex min-h-8 flex-wrap items-center gap-x-2 text-sm text-slate-600">
                        <span className="break-words">{label}</span>
                        <span data-testid="change-item-status">{t('notChangeable', { status })}</span>
                      </li>
                    );
                  }
                  const guardianId = `${inputId}-guardian`;
                  const needsGuardian = guardian.has(key);
                  return (
                    <li key={key}>
                      <label htmlFor={inputId} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                        <input
                          id={inputId}
                          type="checkbox"
                          className="h-6 w-6 shrink-0"
                          checked={chosenKeys.has(key)}
                          aria-describedby={needsGuardian ? guardianId : undefined}
                          aria-invalid={needsGuardian || undefined}
                          onChange={(e) => toggle(item, e.target.checked)}
                        />
                        <span className="break-words text-slate-900">{label}</span>
                      </label>
                      {needsGuardian && (
                        <p id={guardianId} className="ml-8 text-sm text-red-700" data-testid="change-guardian">
                          {te('7100016')}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {moved.has(segment.segIndex) && (
              <Field
                id={dateId}
                label={t('newDate')}
                hint={t('newDateHint', { airport: segment.depAirportName, today })}
                error={errors.dates[segment.segIndex] || undefined}
              >
                {(control, invalid) => (
                  <input
                    {...control}
                    type="date"
                    required
                    min={today}
                    value={dates[segment.segIndex] ?? ''}
                    onChange={(e) => setDate(segment.segIndex, e.target.value)}
                    className={fieldControlClass(invalid, 'min-h-10 w-full max-w-xs')}
                  />
                )}
              </Field>
            )}
          </fieldset>
        );
      })}
      {errors.items && (
        <p className="text-sm text-red-700" data-testid="change-items-error">
          {errors.items}
        </p>
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700" data-testid="change-form-error">
          {errors.form}
        </p>
      )}
      <Button type="submit" variant="accent" data-testid="change-continue">
        {t('continue')}
      </Button>
    </form>
  );
}
