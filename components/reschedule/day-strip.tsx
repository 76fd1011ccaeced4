'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StripDayPrice } from '@/components/ui/strip-day-price';
import type { CalendarPrice } from '@/lib/contract/shop';
import type { Currency } from '@/lib/contract/common';
import { lowestPriceDates } from '@/lib/domain/price-strip';
import { formatMoney } from '@/lib/i18n/format';
import { formatDay } from './reschedule-format';

type Props = {
  /** The 7 days airline-api priced around the date asked (spec §9 'price strip 7 days'). */
  strip: readonly CalendarPrice[];
  selected: string;
  /** Today at the departure airport: earlier days cannot be chosen. */
  today: string;
  currency: Currency;
  label: string;
  disabled?: boolean;
  onPick: (date: string) => void;
};

/**
 * The 7-day price strip of a segment's new flights (spec §2 /modify/selnewair): each day's lowest fare of the
 * family held, the lowest marked, the day asked current; a click asks that day's flights. Its marking of the
 * lowest days is the results page's (lib/domain/price-strip.ts). On a phone the days scroll inside the strip, each as
 * wide as its words ("12月12日周六" never runs into the next day).
 */
export function DayStrip({ strip, selected, today, currency, label, disabled = false, onPick }: Props) {
  const t = useTranslations('ChangeDate');
  const locale = useLocale();
  const lowest = lowestPriceDates(strip.map((d) => ({ date: d.date, price: d.price })));
  return (
    <div role="group" aria-label={label} className="rounded-md border border-slate-200">
      <ol className="flex snap-x overflow-x-auto md:grid md:grid-cols-7 md:overflow-visible" data-testid="change-strip">
        {strip.map((day) => {
          const past = day.date < today;
          const isSelected = day.date === selected;
          const price = day.price === null ? null : formatMoney(day.price, currency, locale);
          const dayText = formatDay(day.date, locale);
          const isLowest = lowest.has(day.date);
          const text = past
            ? t('stripDayPast', { date: dayText })
            : price === null
              ? t('stripDayNone', { date: dayText })
              : t(isLowest ? 'stripDayLowest' : 'stripDay', { date: dayText, price });
          return (
            <li
              key={day.date}
              className="min-w-[5.5rem] shrink-0 snap-start border-l border-slate-200 first:border-l-0 md:min-w-0"
            >
              <button
                type="button"
                disabled={past || disabled}
                aria-current={isSelected ? 'date' : undefined}
                aria-label={text}
                onClick={() => !isSelected && onPick(day.date)}
                className={`flex h-full min-h-14 w-full flex-col items-center gap-0.5 px-1 py-2 text-sm whitespace-nowrap disabled:cursor-not-allowed disabled:text-slate-400 ${
                  isSelected ? 'bg-brand-700 text-white' : 'hover:bg-brand-50'
                }`}
              >
                <span aria-hidden="true">{dayText}</span>
                <StripDayPrice
                  text={past ? '' : (price ?? '—')}
                  lowest={isLowest}
                  selected={isSelected}
                  badge={isLowest && !past ? t('lowest') : null}
                />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
