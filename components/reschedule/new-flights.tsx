'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { OrderDetail } from '@/lib/contract/order';
import { Link, useRouter } from '@/lib/i18n/navigation';
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
 * Step 2 of a date change (/modify/selnewair/{orderNo}; issue 14 §1): for each segment moved, the flights of its
 * route on the new date with the 7-day strip (SegmentFlights), and one flight chosen per segment. Every click is
 * kept in the tab's draft at once, so going back or reloading loses nothing; Continue needs one flight for each
 * segment and goes to the cost.
 */
export function NewFlights({ order, locale, nowMs }: Props) {
  const t = useTranslations('ChangeDate');
  const draft = useChangeDraft(order.orderNo);
  if (draft === undefined)
    return (
      <p role="status" className="text-slate-700">
        {t('loadingDraft')}
      </p>
    );
  if (!draft || draft.dates.length === 0) return <DraftMissing orderNo={order.orderNo} />;
  return <FlightsForm order={order} locale={locale} nowMs={nowMs} draft={draft} />;
}

function FlightsForm({ order, locale, nowMs, draft }: Props & { draft: ChangeDraft }) {
  const t = useTranslations('ChangeDate');
  const router = useRouter();
  const [dates, setDates] = useState<Record<number, string>>(() =>
    Object.fromEntries(draft.dates.map((d) => [d.segmentIndex, d.date])),
  );
  const [choices, setChoices] = useState<Record<number, ChangeChoice>>(() =>
    Object.fromEntries(draft.choices.map((c) => [c.segmentIndex, c])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const moved = [...draft.dates].sort((a, b) => a.segmentIndex - b.segmentIndex);

  const datesList = (next: Record<number, string>) =>
    moved.map((d) => ({ segmentIndex: d.segmentIndex, date: next[d.segmentIndex] ?? d.date }));
  const choicesList = (next: Record<number, ChangeChoice>) => Object.values(next);

  function pickDate(segIndex: number, date: string) {
    const nextDates = { ...dates, [segIndex]: date };
    const nextChoices = Object.fromEntries(Object.entries(choices).filter(([seg]) => Number(seg) !== segIndex));
    setDates(nextDates);
    setChoices(nextChoices);
    updateChangeDraft(order.orderNo, { dates: datesList(nextDates), choices: choicesList(nextChoices), attempt: null });
  }

  function choose(choice: ChangeChoice) {
    const next = { ...choices, [choice.segmentIndex]: choice };
    setChoices(next);
    setErrors((e) => ({ ...e, [choice.segmentIndex]: '' }));
    setFormError(null);
    updateChangeDraft(order.orderNo, { choices: choicesList(next), attempt: null });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = moved.filter((d) => choices[d.segmentIndex]?.date !== (dates[d.segmentIndex] ?? d.date));
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((d) => [d.segmentIndex, t('flightRequired')])));
      setFormError(t('fixErrors'));
      return;
    }
    router.push({ pathname: '/modify/confirm', query: { orderNo: order.orderNo } });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      <p className="text-sm text-slate-700">{t('timesLocal')}</p>
      {moved.map((d) => {
        const segment = order.segments.find((s) => s.segIndex === d.segmentIndex);
        if (!segment) return null;
        const items = draft.items.filter((i) => i.segmentIndex === d.segmentIndex);
        return (
          <SegmentFlights
            key={d.segmentIndex}
            orderNo={order.orderNo}
            segment={segment}
            items={items}
            seats={seatsNeeded(order, items)}
            date={dates[d.segmentIndex] ?? d.date}
            today={airportToday(segment, nowMs)}
            currency={order.price.currency}
            locale={locale}
            choice={choices[d.segmentIndex]}
            error={errors[d.segmentIndex] || undefined}
            onDate={(date) => pickDate(d.segmentIndex, date)}
            onChoose={choose}
          />
        );
      })}
      {formError && (
        <p role="alert" className="text-sm text-red-700" data-testid="change-form-error">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href={changeHref(order.orderNo)} className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button type="submit" variant="accent" data-testid="change-continue">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
