'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { OrderItemChecklist, segmentLegendValues, ticketStatusKey } from '@/components/ui/order-item-checklist';
import { StatusLine } from '@/components/ui/status-line';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import { useRouter } from '@/lib/i18n/navigation';
import { changeSelectResolver, type ChangeSelectIssue, type ChangeSelectValues } from './change-form-values';
import { useChangeDraft, writeChangeDraft, type ChangeDraft } from './reschedule-draft';
import { airportClock, bookedName } from './reschedule-format';
import { airportToday, guardianIssues, isChangeable, itemKey, segmentBlock, ticketOf } from './reschedule-rules';

type Props = {
  order: OrderDetail;
  locale: string;
  /** The server's clock when the page was rendered: 'today' at each airport and the 4-hour rule are read at it. */
  nowMs: number;
};

/**
 * Step 1 of a date change (/modify/selair/{orderNo}; decision 23; spec §2 Order changes, §4 ticket statuses, §9):
 * the passengers and segments to move (usable issued tickets of a changeable fare, 4 hours or more before
 * departure) and a new date for each segment moved, never before today at its departure airport. A child or
 * infant without its guardian is said beside it before anything is asked. Continue keeps the choice in the tab
 * (reschedule-draft.ts) and goes to the new flights; coming back finds it again.
 */
export function ChangeSelect({ order, locale, nowMs }: Props) {
  const t = useTranslations('ChangeDate');
  const draft = useChangeDraft(order.orderNo);
  if (draft === undefined) return <StatusLine>{t('loadingDraft')}</StatusLine>;
  return <SelectForm order={order} locale={locale} nowMs={nowMs} initial={draft} />;
}

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
  const { control, register, handleSubmit, setValue, setError, clearErrors, formState } = useForm<ChangeSelectValues>({
    defaultValues: {
      // Items of the draft that can still move (a ticket may have changed state since).
      items: (initial?.items ?? []).filter((item) => {
        const passenger = order.passengers.find((p) => p.passengerId === item.passengerId);
        return (
          passenger &&
          blocks.get(item.segmentIndex) === null &&
          isChangeable(ticketOf(order, passenger.index, item.segmentIndex))
        );
      }),
      dates: segments.map((s) => initial?.dates.find((d) => d.segmentIndex === s.segIndex)?.date ?? ''),
    },
    resolver: changeSelectResolver(order, segments, nowMs),
    // Each error stays until its own field changes, and nothing takes the focus (as before the form).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const chosen = useWatch({ control, name: 'items' });
  const { errors } = formState;

  const guardian = useMemo(() => guardianIssues(order, chosen), [order, chosen]);
  const chosenKeys = useMemo(() => new Set(chosen.map(itemKey)), [chosen]);
  const moved = useMemo(() => new Set(chosen.map((i) => i.segmentIndex)), [chosen]);
  const typeLabel = (type: string) => t(`passengerType.${type}` as 'passengerType.ADT');

  function toggle(item: RefundItem, on: boolean) {
    const key = itemKey(item);
    setValue('items', on ? [...chosen, item] : chosen.filter((i) => itemKey(i) !== key));
    clearErrors('items');
    clearErrors('root');
  }

  const submit = handleSubmit(
    (values) => {
      const items = [...values.items].sort(
        (a, b) => a.segmentIndex - b.segmentIndex || a.passengerId.localeCompare(b.passengerId),
      );
      const newDates = segments.flatMap((s, i) =>
        moved.has(s.segIndex) ? [{ segmentIndex: s.segIndex, date: values.dates[i]! }] : [],
      );
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
    },
    () => setError('root.fix', { message: t('fixErrors') }),
  );

  const itemsIssue = errors.items?.message as ChangeSelectIssue | undefined;
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
            ...segmentLegendValues(segment),
            time: airportClock(segment.depTime, segment.depTimeZone, locale),
          })
        }
        passengerLabel={(passenger) => `${bookedName(passenger)} · ${typeLabel(passenger.type)}`}
        statusText={(ticket) => t('notChangeable', { status: to(ticketStatusKey(ticket) as 'notIssued') })}
        guardianMessage={te('7100016')}
        testIds={{ status: 'change-item-status', guardian: 'change-guardian' }}
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
          const i = segments.indexOf(segment);
          const dateIssue = errors.dates?.[i]?.message as 'dateRequired' | 'dateBeforeToday' | undefined;
          return (
            <Field
              id={`${id}-date-${segment.segIndex}`}
              label={t('newDate')}
              hint={t('newDateHint', { airport: segment.depAirportName, today })}
              error={dateIssue ? t(dateIssue, { today }) : undefined}
            >
              {(control, invalid) => (
                <input
                  {...control}
                  type="date"
                  required
                  min={today}
                  className={fieldControlClass(invalid, 'min-h-10 w-full max-w-xs')}
                  {...register(`dates.${i}`, {
                    onChange: () => {
                      clearErrors(`dates.${i}`);
                      clearErrors('root');
                    },
                  })}
                />
              )}
            </Field>
          );
        }}
      />
      {itemsIssue && (
        <p className="text-sm text-red-700" data-testid="change-items-error">
          {itemsIssue === 'guardian' ? te('7100016') : t('itemsRequired')}
        </p>
      )}
      {errors.root?.fix && (
        <p role="alert" className="text-sm text-red-700" data-testid="change-form-error">
          {errors.root.fix.message}
        </p>
      )}
      <Button type="submit" variant="accent">
        {t('continue')}
      </Button>
    </form>
  );
}
