'use client';

import { PriceQueryStatus } from './price-query-status';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { Currency } from '@/lib/contract';
import {
  canShowMonth,
  gridQueryRange,
  monthGrid,
  monthOf,
  shiftMonth,
  type DateBounds,
} from '@/lib/domain/calendar-grid';
import { lowestPriceDates } from '@/lib/domain/price-strip';
import type { SearchCriteria } from '@/lib/domain/search';
import type { FareChoice } from '@/lib/domain/search-url-format';
import { ArrowButton } from './arrow-button';
import { legDateHref } from './booking-links';
import { CalendarMonthGrid } from './calendar-month-grid';
import type { CalendarRequest } from '@/lib/domain/calendar-query';
import { useCalendarPrices } from './use-calendar-prices';
import { formatMonthTitle, formatShortDate } from './date-labels';
import { CalendarTriggerLabel } from './calendar-trigger';

/** The month arrows look like the kit's icon buttons. */
const MONTH_BUTTON = buttonClass({ variant: 'ghost', size: 'icon' });

type Props = {
  route: Omit<CalendarRequest, 'start' | 'end'>;
  selected: string;
  bounds: DateBounds;
  currency: Currency;
  criteria: SearchCriteria;
  choices: FareChoice[];
  /** Mounted by the launcher on the first click, so it opens at once. */
  initiallyOpen?: boolean;
};

const clamp = (date: string, b: DateBounds) => (date < b.min ? b.min : date > b.max ? b.max : date);

/** The low-price calendar (spec §3, §9): a month of 6×7 days from Sunday, prices for 1 adult, one query per month. */
export function PriceCalendar({ route, selected, bounds, currency, criteria, choices, initiallyOpen = false }: Props) {
  const t = useTranslations('PriceCalendar');
  const locale = useLocale();
  const router = useRouter();
  const titleId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [month, setMonth] = useState(monthOf(clamp(selected, bounds)));
  const [focusDate, setFocusDate] = useState(clamp(selected, bounds));
  const [keyboardMoved, setKeyboardMoved] = useState(false);

  const grid = useMemo(() => monthGrid(month, bounds), [month, bounds]);
  const range = gridQueryRange(grid, bounds);
  const query = useCalendarPrices(
    { ...route, start: range?.start ?? month, end: range?.end ?? month },
    // Spec §5: nothing to ask when no visible day can be picked (e.g. departure after return).
    { enabled: open && range !== null },
  );
  const { prices: answer } = query;
  const prices = useMemo(
    () => (answer ? new Map(answer.map((p) => [p.date, { price: p.price, specialDay: p.specialDay }])) : null),
    [answer],
  );
  const lowest = useMemo(() => lowestPriceDates(answer ?? []), [answer]);
  const visible = grid.flat();
  // The tab stop must sit on a day of this grid that can be picked.
  const tabStop = visible.some((c) => c.date === focusDate && !c.disabled)
    ? focusDate
    : (visible.find((c) => c.inMonth && !c.disabled)?.date ?? focusDate);

  const goMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    if (!canShowMonth(next, bounds)) return;
    setKeyboardMoved(false);
    setMonth(next);
  };
  const onKeyMove = (date: string) => {
    setKeyboardMoved(true);
    setFocusDate(date);
    if (monthOf(date) !== month) setMonth(monthOf(date));
  };
  const previousDate = route.legIndex > 0 ? criteria.legs[route.legIndex - 1]?.date : null;
  const onPick = (date: string) => {
    setOpen(false);
    if (date !== selected) router.push(legDateHref(locale, criteria, choices, route.legIndex, date));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setMonth(monthOf(clamp(selected, bounds)));
          setFocusDate(clamp(selected, bounds));
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarTriggerLabel text={t('open')} />
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={t('title')}
        description={t('description')}
        closeLabel={t('close')}
        onOpenAutoFocus={(event) => {
          // Focus starts on the chosen day, as the date-picker dialog pattern expects.
          event.preventDefault();
          setKeyboardMoved(true);
        }}
      >
        <div className="mt-3 flex items-center justify-between">
          <ArrowButton
            className={MONTH_BUTTON}
            label={t('prevMonth')}
            disabled={!canShowMonth(shiftMonth(month, -1), bounds)}
            onClick={() => goMonth(-1)}
            arrow="‹"
          />
          <h3 id={titleId} className="font-medium" aria-live="polite">
            {formatMonthTitle(month, locale)}
          </h3>
          <ArrowButton
            className={MONTH_BUTTON}
            label={t('nextMonth')}
            disabled={!canShowMonth(shiftMonth(month, 1), bounds)}
            onClick={() => goMonth(1)}
            arrow="›"
          />
        </div>
        <CalendarMonthGrid
          grid={grid}
          labelledBy={titleId}
          bounds={bounds}
          selected={selected}
          focusDate={tabStop}
          moveFocusToDate={keyboardMoved}
          onKeyMove={onKeyMove}
          onFocusDay={setFocusDate}
          onPick={onPick}
          prices={prices}
          lowest={lowest}
          currency={currency}
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
          <span>{t('keyboardHint')}</span>
          <PriceQueryStatus query={query} t={t} />
        </div>
        {previousDate && (
          <p className="mt-1 text-xs text-slate-600">
            {t('notBeforePrevious', { date: formatShortDate(previousDate, locale) })}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
