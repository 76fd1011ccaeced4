import type { DateBounds } from '@/lib/domain/calendar-grid';
import { addDays, MAX_DAYS_AHEAD, type SearchCriteria } from '@/lib/domain/search';
import { formatSearchUrl, type FareChoice } from '@/lib/domain/search-url-format';

/** The results page for a search and the fares chosen so far (shareable, reloadable). */
export function bookingHref(locale: string, criteria: SearchCriteria, choices: FareChoice[] = []): string {
  return `/${locale}/book/booking?${formatSearchUrl(criteria, choices)}`;
}

/** The passenger step; it receives the same search and choices. */
export function passengerStepHref(locale: string, criteria: SearchCriteria, choices: FareChoice[]): string {
  return `/${locale}/book/pmsg?${formatSearchUrl(criteria, choices)}`;
}

/**
 * Days a leg may move to: not before today nor before the previous leg (the calendar never asks for a
 * return before the departure, spec §5), and not past the last day on sale.
 */
export function legDateBounds(criteria: SearchCriteria, legIndex: number, today: string): DateBounds {
  const previous = legIndex > 0 ? criteria.legs[legIndex - 1]?.date : null;
  return { min: previous && previous > today ? previous : today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/** The search with one leg on a new date; later legs that would now come before it move to that date too. */
export function withLegDate(criteria: SearchCriteria, legIndex: number, date: string): SearchCriteria {
  return {
    ...criteria,
    legs: criteria.legs.map((leg, i) => {
      if (i === legIndex) return { ...leg, date };
      if (i > legIndex && leg.date && leg.date < date) return { ...leg, date };
      return leg;
    }),
  };
}

/** Where picking a new date for a leg goes: the choices of that leg and later ones no longer apply. */
export function legDateHref(
  locale: string,
  criteria: SearchCriteria,
  choices: FareChoice[],
  legIndex: number,
  date: string,
): string {
  return bookingHref(locale, withLegDate(criteria, legIndex, date), choices.slice(0, legIndex));
}
