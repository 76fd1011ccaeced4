/**
 * Flight-search criteria and their rules (spec §5 Search, §2 City input, §9 multi-city 4 legs).
 * Pure: no I/O, no clock — `today` is passed in as the airport-local date (YYYY-MM-DD).
 */
export type TripType = 'OW' | 'RT' | 'MT';
export type PlaceType = 'CITY' | 'AIRPORT' | 'AREA';
export type Place = { code: string; type: PlaceType };
export type SearchLeg = { from: Place | null; to: Place | null; date: string | null };
export type Passengers = { adults: number; children: number; infants: number };
export type SearchCriteria = {
  tripType: TripType;
  legs: SearchLeg[];
  passengers: Passengers;
  /** An army search (spec §7: on channel B2CP / B2CPEN, lib/domain/search-channel.ts); absent is a public one. */
  army?: boolean;
};

export const MAX_LEGS = 4;
export const MAX_PASSENGERS = 9;
/** How far ahead the airline sells (the schedule horizon of airline-api's seed). */
export const MAX_DAYS_AHEAD = 180;

/** Message keys live under `SearchErrors` in messages/*.json. */
export type SearchIssueKey =
  | 'departureRequired'
  | 'arrivalRequired'
  | 'sameCity'
  | 'twoCityGroups'
  | 'dateRequired'
  | 'dateInPast'
  | 'dateTooFar'
  | 'returnDateRequired'
  | 'returnBeforeDeparture'
  | 'legBeforePrevious'
  | 'tooManyLegs'
  | 'tooFewLegs'
  | 'adultRequired'
  | 'tooManyPassengers'
  | 'tooManyChildren'
  | 'tooManyInfants';

export type SearchIssue = {
  leg: number | null;
  field: 'from' | 'to' | 'date' | 'passengers' | 'legs';
  key: SearchIssueKey;
};

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function samePlace(a: Place, b: Place): boolean {
  return a.code === b.code;
}

/** Every rule of spec §5 Search, each leg in turn; an empty list means the search may run. */
export function validateSearch(criteria: SearchCriteria, today: string): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const { tripType, legs, passengers } = criteria;
  const expected = tripType === 'OW' ? 1 : tripType === 'RT' ? 2 : null;
  if (expected !== null && legs.length !== expected) issues.push({ leg: null, field: 'legs', key: 'tooFewLegs' });
  if (tripType === 'MT' && legs.length < 2) issues.push({ leg: null, field: 'legs', key: 'tooFewLegs' });
  if (legs.length > MAX_LEGS) issues.push({ leg: null, field: 'legs', key: 'tooManyLegs' });

  legs.forEach((leg, index) => {
    const isReturn = tripType === 'RT' && index === 1;
    if (!isReturn) {
      if (!leg.from) issues.push({ leg: index, field: 'from', key: 'departureRequired' });
      if (!leg.to) issues.push({ leg: index, field: 'to', key: 'arrivalRequired' });
      if (leg.from && leg.to && samePlace(leg.from, leg.to)) issues.push({ leg: index, field: 'to', key: 'sameCity' });
      if (leg.from?.type === 'AREA' && leg.to?.type === 'AREA') {
        issues.push({ leg: index, field: 'to', key: 'twoCityGroups' });
      }
    }
    if (!leg.date) {
      issues.push({ leg: index, field: 'date', key: isReturn ? 'returnDateRequired' : 'dateRequired' });
      return;
    }
    if (leg.date < today) issues.push({ leg: index, field: 'date', key: 'dateInPast' });
    else if (daysBetween(today, leg.date) > MAX_DAYS_AHEAD)
      issues.push({ leg: index, field: 'date', key: 'dateTooFar' });
    const previous = legs[index - 1]?.date;
    if (index > 0 && previous && leg.date < previous) {
      issues.push({ leg: index, field: 'date', key: isReturn ? 'returnBeforeDeparture' : 'legBeforePrevious' });
    }
  });

  const { adults, children, infants } = passengers;
  if (adults < 1) issues.push({ leg: null, field: 'passengers', key: 'adultRequired' });
  if (adults + children + infants > MAX_PASSENGERS)
    issues.push({ leg: null, field: 'passengers', key: 'tooManyPassengers' });
  // Spec §5 Passengers: one adult brings at most 2 children, or 1 child and 1 infant.
  if (children > adults * 2) issues.push({ leg: null, field: 'passengers', key: 'tooManyChildren' });
  if (infants > adults || children + infants > adults * 2) {
    issues.push({ leg: null, field: 'passengers', key: 'tooManyInfants' });
  }
  return issues;
}

/** The round trip's second leg is the first one reversed. */
export function withReturnLeg(outbound: SearchLeg, returnDate: string | null): SearchLeg[] {
  return [outbound, { from: outbound.to, to: outbound.from, date: returnDate }];
}
