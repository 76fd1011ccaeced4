'use client';

import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import type { OrderDetail } from '@/lib/contract/order';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { newFlightsResolver, type NewFlightsValues } from './change-form-values';
import { DraftMissing } from './draft-missing';
import { updateChangeDraft, useChangeDraft, type ChangeChoice, type ChangeDraft } from './reschedule-draft';
import { changeHref } from './reschedule-format';
import { airportToday, seatsNeeded } from './reschedule-rules';
import { SegmentFlights } from './segment-flights';

type Props = {
  order: OrderDetail;
  locale: string;
  /** The server's clock when the page was rendered: 'today' at each airport. */
  nowMs: number;
};

/**
 * Step 2 of a date change (/modify/selnewair/{orderNo}; decision 23): for each segment moved, the flights of its
 * route on the new date with the 7-day strip (SegmentFlights), and one flight chosen per segment. Every click is
 * kept in the tab's draft at once, so going back or reloading loses nothing; Continue needs one flight for each
 * segment and goes to the cost.
 */
export function NewFlights({ order, locale, nowMs }: Props) {
  const t = useTranslations('ChangeDate');
  const draft = useChangeDraft(order.orderNo);
  if (draft === undefined) return <StatusLine>{t('loadingDraft')}</StatusLine>;
  if (!draft || draft.dates.length === 0) return <DraftMissing orderNo={order.orderNo} />;
  return <FlightsForm order={order} locale={locale} nowMs={nowMs} draft={draft} />;
}

function FlightsForm({ order, locale, nowMs, draft }: Props & { draft: ChangeDraft }) {
  const t = useTranslations('ChangeDate');
  const router = useRouter();
  const moved = [...draft.dates].sort((a, b) => a.segmentIndex - b.segmentIndex);
  const { control, handleSubmit, setValue, setError, clearErrors, getValues, formState } = useForm<NewFlightsValues>({
    defaultValues: {
      dates: moved.map((d) => d.date),
      choices: moved.map((d) => draft.choices.find((c) => c.segmentIndex === d.segmentIndex) ?? null),
    },
    resolver: newFlightsResolver,
    // Each segment's error goes when a flight is chosen for it; nothing takes the focus (as before the form).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [dates, choices] = useWatch({ control, name: ['dates', 'choices'] });
  const { errors } = formState;

  /** Every click is kept in the tab's draft at once: going back or reloading loses nothing. */
  function keep() {
    const values = getValues();
    updateChangeDraft(order.orderNo, {
      dates: moved.map((d, i) => ({ segmentIndex: d.segmentIndex, date: values.dates[i] ?? d.date })),
      choices: values.choices.filter((c): c is ChangeChoice => c !== null),
      attempt: null,
    });
  }

  function pickDate(i: number, date: string) {
    setValue(`dates.${i}`, date);
    setValue(`choices.${i}`, null);
    keep();
  }

  function choose(i: number, choice: ChangeChoice) {
    setValue(`choices.${i}`, choice);
    clearErrors(`choices.${i}`);
    clearErrors('root');
    keep();
  }

  const submit = handleSubmit(
    () => router.push({ pathname: '/modify/confirm', query: { orderNo: order.orderNo } }),
    () => setError('root.fix', { message: t('fixErrors') }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <p className="text-sm text-slate-700">{t('timesLocal')}</p>
      {/* One price basis for the strip and the flights (decision 49), said once. */}
      <p className="text-sm text-slate-700">{t('priceBasis')}</p>
      {moved.map((d, i) => {
        const segment = order.segments.find((s) => s.segIndex === d.segmentIndex);
        if (!segment) return null;
        const items = draft.items.filter((item) => item.segmentIndex === d.segmentIndex);
        return (
          <SegmentFlights
            key={d.segmentIndex}
            orderNo={order.orderNo}
            segment={segment}
            items={items}
            seats={seatsNeeded(order, items)}
            date={dates[i] ?? d.date}
            today={airportToday(segment, nowMs)}
            currency={order.price.currency}
            locale={locale}
            choice={choices[i] ?? undefined}
            error={errors.choices?.[i] ? t('flightRequired') : undefined}
            onDate={(date) => pickDate(i, date)}
            onChoose={(choice) => choose(i, choice)}
          />
        );
      })}
      {errors.root?.fix && (
        <p role="alert" className="text-sm text-red-700" data-testid="change-form-error">
          {errors.root.fix.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href={changeHref(order.orderNo)} className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button type="submit" variant="accent">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
