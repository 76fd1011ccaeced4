import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import messages from '@/messages/en-US.json';
import { EMPTY_RANGE, type DateRange } from '@/lib/domain/date-range-pick';
import { DateRangeCalendar } from './date-range-calendar';

const bounds = { min: '2026-12-05', max: '2027-02-28' };
let last: DateRange = EMPTY_RANGE;

function Harness() {
  const [value, setValue] = useState<DateRange>(EMPTY_RANGE);
  return (
    <DateRangeCalendar
      value={value}
      bounds={bounds}
      onChange={(range) => {
        last = range;
        setValue(range);
      }}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const draw = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <Harness />
    </NextIntlClientProvider>,
  );

// Spec §4 date range picking, by pointer and by keyboard, through the one rule (pickRangeDate).
describe('DateRangeCalendar', () => {
  beforeEach(() => (last = EMPTY_RANGE));

  it('start, then an earlier end swapped, then a third pick starts again', () => {
    draw();
    expect(screen.getByText('Choose the start date')).toBeInTheDocument();
    fireEvent.click(day(/December 20, 2026/));
    expect(last).toEqual({ start: '2026-12-20', end: null });
    expect(screen.getByText(/Now choose the end date/)).toBeInTheDocument();
    fireEvent.click(day(/December 10, 2026/));
    expect(last).toEqual({ start: '2026-12-10', end: '2026-12-20' });
    expect(day(/December 15, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(day(/December 12, 2026/));
    expect(last).toEqual({ start: '2026-12-12', end: null });
  });

  it('a day before the first bookable one is not picked', () => {
    draw();
    fireEvent.click(day(/December 4, 2026, not available/));
    expect(last).toEqual(EMPTY_RANGE);
  });

  it('the keyboard moves by day, week and month, focus following', () => {
    draw();
    const first = day(/December 5, 2026/);
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(day(/December 12, 2026/)).toHaveFocus();
    fireEvent.keyDown(day(/December 12, 2026/), { key: 'ArrowLeft' });
    expect(day(/December 11, 2026/)).toHaveFocus();
    fireEvent.keyDown(day(/December 11, 2026/), { key: 'PageDown' });
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    expect(day(/January 11, 2027/)).toHaveFocus();
  });

  it('the months before the first bookable day cannot be shown', () => {
    draw();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('January 2027')).toBeInTheDocument();
  });
});
