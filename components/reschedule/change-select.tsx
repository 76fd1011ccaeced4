'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { OrderItemChecklist, ticketStatusKey } from '@/components/ui/order-item-checklist';
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
      <OrderItemChecklist
        passengers={order.passengers}
        segments={segments}
        tickets={order.tickets}
        idPrefix={id}
        selectable={isChangeable}
        itemKey={itemKey}
        chosen={chosenKeys}
        guardianMissing={guardian}
        onToggle={toggle}
        legend={(segment) =>
          t('segment', {
            flightNo: segment.flightNo,
            from: segment.depCityName,
            to: segment.arrCityName,
            date: segment.flightDate,
            time: airportClock(segment.depTime, segment.depTimeZone, locale),
          })
        }
        passengerLabel={(passenger) => `${bookedName(passenger)} · ${typeLabel(passenger.type)}`}
        statusText={(ticket) => t('notChangeable', { status: to(ticketStatusKey(ticket) as 'notIssued') })}
        guardianMessage={te('7100016')}
        testIds={{ segment: 'change-segment', status: 'change-item-status', guardian: 'change-guardian' }}
        segmentClassName="min-w-0 space-y-3 rounded-md border border-slate-200 p-3"
        blocked={(segment) => {
          const block = blocks.get(segment.segIndex) ?? null;
          if (!block) return null;
          return (
            <p className="text-sm text-slate-700" data-testid="change-segment-block">
              {block === 'BASIC' ? t('segmentBasic') : te('7100012')}
            </p>
          );
        }}
        footer={(segment) => {
          if (!moved.has(segment.segIndex)) return null;
          const today = airportToday(segment, nowMs);
          return (
            <Field
              id={`${id}-date-${segment.segIndex}`}
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
          );
        }}
      />
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
