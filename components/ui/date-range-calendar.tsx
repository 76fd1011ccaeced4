'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  canShowMonth,
  monthGrid,
  monthOf,
  moveFocus,
  shiftMonth,
  type DateBounds,
  type GridKey,
} from '@/lib/domain/calendar-grid';
import { inRange, nextRangePick, pickRangeDate, type DateRange } from '@/lib/domain/date-range-pick';
import { dateTimeFormat } from '@/lib/domain/intl-cache';
import { buttonClass } from './button';

const GRID_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
const clamp = (date: string, b: DateBounds) => (date < b.min ? b.min : date > b.max ? b.max : date);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

type Props = { value: DateRange; bounds: DateBounds; onChange: (range: DateRange) => void };

/**
 * A month to pick a date range on (spec §4: first pick the start, second the end, swapped if earlier, a third
 * starts again; the rule is `pickRangeDate`). An ARIA grid with one tab stop: arrows by day and week, Home/End,
 * PageUp/PageDown by month, Enter or Space picks. What is picked, and what the next pick sets, is announced.
 */
export function DateRangeCalendar({ value, bounds, onChange }: Props) {
  const t = useTranslations('DateRange');
  const locale = useLocale();
  const titleId = useId();
  const [focusDate, setFocusDate] = useState(clamp(value.start ?? bounds.min, bounds));
  const [month, setMonth] = useState(monthOf(focusDate));
  const [keyboard, setKeyboard] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const grid = useMemo(() => monthGrid(month, bounds), [month, bounds]);
  const long = (date: string) => dateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' }).format(utc(date));

  useEffect(() => {
    if (keyboard) buttons.current.get(focusDate)?.focus();
  }, [focusDate, keyboard]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!GRID_KEYS.includes(event.key)) return;
    event.preventDefault();
    const next = moveFocus(focusDate, event.key as GridKey, bounds);
    setKeyboard(true);
    setFocusDate(next);
    setMonth(monthOf(next));
  };
  const showMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setKeyboard(false);
    setFocusDate(clamp(`${next}-01`, bounds));
  };

  const status =
    value.start === null
      ? t('pickStart')
      : value.end === null
        ? t('pickEnd', { start: long(value.start) })
        : t('picked', { start: long(value.start), end: long(value.end) });
  const monthTitle = dateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
    utc(`${month}-01`),
  );

  return (
    <div className="w-full max-w-sm">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'icon' })}
          aria-label={t('previousMonth')}
          disabled={!canShowMonth(shiftMonth(month, -1), bounds)}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} className="font-medium">
          {monthTitle}
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'icon' })}
          aria-label={t('nextMonth')}
          disabled={!canShowMonth(shiftMonth(month, 1), bounds)}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {grid[0]?.map((cell) => (
              <th key={cell.date} scope="col" className="py-1 text-xs font-medium text-slate-600">
                {dateTimeFormat(locale, { timeZone: 'UTC', weekday: 'narrow' }).format(utc(cell.date))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((row) => (
            <tr key={row[0]?.date}>
              {row.map((cell) => {
                const end = cell.date === value.start || cell.date === value.end;
                const within = inRange(value, cell.date);
                const label = cell.disabled ? t('dayUnavailable', { date: long(cell.date) }) : long(cell.date);
                return (
                  <td key={cell.date} role="gridcell" aria-selected={end || within} className="p-0.5">
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(cell.date, el);
                        else buttons.current.delete(cell.date);
                      }}
                      tabIndex={cell.date === focusDate ? 0 : -1}
                      aria-label={label}
                      aria-disabled={cell.disabled || undefined}
                      onFocus={() => !cell.disabled && setFocusDate(cell.date)}
                      onClick={() => !cell.disabled && onChange(pickRangeDate(value, cell.date))}
                      className={`h-10 w-full rounded text-sm ${
                        cell.disabled
                          ? 'cursor-not-allowed text-slate-400'
                          : end
                            ? 'bg-brand-700 text-white'
                            : within
                              ? 'bg-brand-100 text-brand-900'
                              : `hover:bg-brand-50 ${cell.inMonth ? '' : 'text-slate-500'}`
                      }`}
                    >
                      {Number(cell.date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-next-pick={nextRangePick(value)}>
        {status}
      </p>
    </div>
  );
}
