import {
  ageOn,
  DEPENDANTS_PER_GUARDIAN,
  GUARDIAN_MIN_AGE,
  INFANTS_PER_GUARDIAN,
  isIsoDate,
  type PassengerType,
} from './passenger-rules';

/**
 * The guardian of each child and infant of a booking (spec §5 Passengers: "a child or infant travels with an
 * adult of 18 or over; one adult brings at most 2 children, or 1 child and 1 infant"; decision 50). The passenger
 * step lets the family choose; the booking sends the choice as the adult's index among the booking's passengers,
 * and the order keeps it. Pure: the passenger form, the BFF and airline-api's reserve share these rules.
 */

export type GuardianIssue = 'guardianRequired' | 'guardianTooYoung' | 'companionLimit';

/** A booking's passenger as the guardian rules read it: `guardian` is the chosen adult's index (null: none). */
export type GuardedPassenger = { type: PassengerType; birthday: string; guardian?: number | null };

/**
 * The guardian by position, as orders made before the choice was kept have it (migration 0021): each infant
 * rides on the lap of the next adult in passenger order, and every child travels with the first adult. Adults
 * (and an infant with no adult left) have none.
 */
export function positionalGuardians(types: PassengerType[]): (number | null)[] {
  const adults = types.flatMap((t, i) => (t === 'ADT' ? [i] : []));
  let nextCarrier = 0;
  return types.map((t) => {
    if (t === 'CHD') return adults[0] ?? null;
    if (t === 'INF') return adults[nextCarrier++] ?? null;
    return null;
  });
}

/** Each passenger's guardian: the chosen one where sent, else (a client that sends none) the positional one. */
export function guardiansOf(passengers: GuardedPassenger[]): (number | null)[] {
  const positional = positionalGuardians(passengers.map((p) => p.type));
  return passengers.map((p, i) => (p.type === 'ADT' ? null : (p.guardian ?? positional[i] ?? null)));
}

/**
 * Each passenger's guardian problem, or null: a child or infant names an adult of the booking (guardianRequired),
 * 18 or over on the first flight date (guardianTooYoung; an adult whose date of birth is not yet valid is not
 * judged), who brings at most 2 dependants of whom at most 1 infant (companionLimit, on the one over the limit).
 */
export function guardianIssues(passengers: GuardedPassenger[], firstFlightDate: string): (GuardianIssue | null)[] {
  const load = new Map<number, { all: number; infants: number }>();
  return passengers.map((p) => {
    if (p.type === 'ADT') return null;
    const index = p.guardian;
    const adult = index === null || index === undefined ? undefined : passengers[index];
    if (index === null || index === undefined || !adult || adult.type !== 'ADT') return 'guardianRequired';
    if (isIsoDate(adult.birthday) && ageOn(adult.birthday, firstFlightDate) < GUARDIAN_MIN_AGE)
      return 'guardianTooYoung';
    const n = load.get(index) ?? { all: 0, infants: 0 };
    n.all += 1;
    if (p.type === 'INF') n.infants += 1;
    load.set(index, n);
    return n.all > DEPENDANTS_PER_GUARDIAN || n.infants > INFANTS_PER_GUARDIAN ? 'companionLimit' : null;
  });
}
