import type { SearchCriteria } from '@/lib/domain/search';

/**
 * Writing the /book/booking URL (format in search-url.ts). Kept apart from the zod parser so client
 * components that only build links do not ship zod.
 */
export type FareChoice = { flightId: string; fareFamily: 'BASIC' | 'STANDARD' | 'FLEX' };

/** Builds the query string for a search (legs must be complete: validate first). */
export function formatSearchUrl(criteria: SearchCriteria, choices: FareChoice[] = []): string {
  const q = new URLSearchParams();
  q.set('trip', criteria.tripType);
  for (const leg of criteria.legs) {
    if (!leg.from || !leg.to || !leg.date) continue;
    q.append('leg', `${leg.from.code}.${leg.from.type}.${leg.to.code}.${leg.to.type}.${leg.date}`);
  }
  q.set('adt', String(criteria.passengers.adults));
  q.set('chd', String(criteria.passengers.children));
  q.set('inf', String(criteria.passengers.infants));
  if (criteria.army) q.set('army', '1');
  for (const c of choices) q.append('sel', `${c.flightId}.${c.fareFamily}`);
  return q.toString();
}
