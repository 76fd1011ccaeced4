'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Currency } from '@/lib/contract';
import { moveFocus, type CalendarCell, type DateBounds, type GridKey } from '@/lib/domain/calendar-grid';
import { formatMoney } from '@/lib/i18n/format';
import { formatLongDate, formatWeekday } from './date-labels';

const GRID_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
];

type Props = {
  grid: CalendarCell[][];
  labelledBy: string;
  bounds: DateBounds;
  selected: string;
  /** The day holding the roving tab stop. */
  focusDate: string;
  /** True once the user moved with the keyboard: only then does focus follow focusDate. */
  moveFocusToDate: boolean;
  /** A keyboard move: the grid may switch month to show the day. */
  onKeyMove: (date: string) => void;
  /** Focus arrived by pointer or Tab: the tab stop follows without switching month. */
  onFocusDay: (date: string) => void;
  onPick: (date: string) => void;
  prices: Map<string, { price: number | null; specialDay: string | null }> | null;
  lowest: Set<string>;
  currency: Currency;
};

/** The month as an ARIA grid (date-picker dialog pattern): one tab stop, arrows by day and week. */
export function CalendarMonthGrid(props: Props) {
  const { grid, bounds, selected, focusDate, prices, lowest, currency } = props;
  const t = useTranslations('PriceCalendar');
  const locale = useLocale();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (props.moveFocusToDate) buttons.current.get(focusDate)?.focus();
  }, [focusDate, props.moveFocusToDate]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!GRID_KEYS.includes(event.key)) return;
    event.preventDefault();
    props.onKeyMove(moveFocus(focusDate, event.key as GridKey, bounds));
  };

  return (
    <table
      role="grid"
      aria-labelledby={props.labelledBy}
      className="w-full table-fixed border-collapse"
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {grid[0]?.map((cell) => (
            <th key={cell.date} scope="col" className="py-1 text-xs font-medium text-slate-600">
              {formatWeekday(cell.date, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((row) => (
          <tr key={row[0]?.date}>
            {row.map((cell) => {
              const entry = prices?.get(cell.date);
              const price = entry?.price ?? null;
              const priceText = price !== null ? formatMoney(price, currency, locale) : null;
              const isLowest = lowest.has(cell.date);
              const isSelected = cell.date === selected;
              const longDate = formatLongDate(cell.date, locale);
              const dateText = entry?.specialDay ? `${longDate} ${entry.specialDay}` : longDate;
              const label = cell.disabled
                ? t('dayUnavailable', { date: dateText })
                : !entry
                  ? t('dayUnknown', { date: dateText })
                  : priceText === null
                    ? t('dayNoFlight', { date: dateText })
                    : t(isLowest ? 'dayLabelLowest' : 'dayLabel', { date: dateText, price: priceText });
              return (
                <td key={cell.date} role="gridcell" aria-selected={isSelected} className="p-0.5">
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(cell.date, el);
                      else buttons.current.delete(cell.date);
                    }}
                    tabIndex={cell.date === focusDate ? 0 : -1}
                    aria-disabled={cell.disabled || undefined}
                    onFocus={() => cell.date !== focusDate && !cell.disabled && props.onFocusDay(cell.date)}
                    onClick={() => !cell.disabled && props.onPick(cell.date)}
                    className={`flex h-14 w-full flex-col items-center justify-center rounded text-sm ${
                      cell.disabled
                        ? 'cursor-not-allowed text-slate-400'
                        : isSelected
                          ? 'bg-brand-700 text-white'
                          : 'hover:bg-brand-50'
                    }`}
                  >
                    <span className="sr-only">{label}</span>
                    <span
                      aria-hidden="true"
                      className={cell.inMonth || isSelected || cell.disabled ? '' : 'text-slate-500'}
                    >
                      {Number(cell.date.slice(8, 10))}
                    </span>
                    {!cell.disabled && (
                      <span
                        aria-hidden="true"
                        className={`text-xs ${isLowest ? `font-semibold underline ${isSelected ? '' : 'text-accent-700'}` : ''}`}
                      >
                        {entry ? (priceText ?? t('noFlight')) : ''}
                      </span>
                    )}
                    {!cell.disabled && entry?.specialDay && (
                      <span aria-hidden="true" className={`text-[10px] ${isSelected ? '' : 'text-accent-700'}`}>
                        {entry.specialDay}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
