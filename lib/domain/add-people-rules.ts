import { DEPENDANTS_PER_GUARDIAN, INFANTS_PER_GUARDIAN, type PassengerType } from './passenger-rules';
import { seatLayout, type Aircraft } from './seat-rules';

/**
 * Adding a child or an infant to a ticketed order (decision 25; spec §5 "one adult may bring at most 2 children,
 * or 1 child and 1 infant"; §8 'cannot add child/infant: limit reached' (flight or passenger); decision 25).
 * Pure: airline-api decides with it, and its unit tests hold every bound.
 */

/** The order's adult guardians and dependants on one trip; `guardianId` is set on a dependant added later. */
export type CompanionFacts = {
  /** Guardians (18 or over, flying): their passengerIds, in the order's order. */
  guardians: string[];
  dependants: { type: Exclude<PassengerType, 'ADT'>; guardianId: string | null }[];
};

type Load = { infants: number; total: number };

const fits = (load: Load, type: 'CHD' | 'INF') =>
  load.total < DEPENDANTS_PER_GUARDIAN && (type === 'CHD' || load.infants < INFANTS_PER_GUARDIAN);

/**
 * Whether `guardianId` can bring one more dependant of `type`. Dependants added later travel with their named
 * guardian. The ones booked with the order name nobody: they go to the OTHER guardians first (infants first, as
 * they are the scarcer place), and only what does not fit there falls to this one. False when the order's
 * dependants do not fit at all, or this guardian has no room left.
 */
export function guardianCanBring(facts: CompanionFacts, guardianId: string, type: 'CHD' | 'INF'): boolean {
  if (!facts.guardians.includes(guardianId)) return false;
  const loads = new Map<string, Load>(facts.guardians.map((g) => [g, { infants: 0, total: 0 }]));
  const take = (g: string, t: 'CHD' | 'INF') => {
    const load = loads.get(g)!;
    load.total += 1;
    if (t === 'INF') load.infants += 1;
  };
  const unnamed: ('CHD' | 'INF')[] = [];
  for (const d of facts.dependants) {
    if (d.guardianId && loads.has(d.guardianId)) take(d.guardianId, d.type);
    else unnamed.push(d.type);
  }
  unnamed.sort((a, b) => (a === b ? 0 : a === 'INF' ? -1 : 1));
  const others = facts.guardians.filter((g) => g !== guardianId);
  for (const t of unnamed) {
    const other = others.find((g) => fits(loads.get(g)!, t));
    if (other) take(other, t);
    else if (fits(loads.get(guardianId)!, t)) take(guardianId, t);
    else return false;
  }
  return fits(loads.get(guardianId)!, type);
}

/**
 * The most infants one flight carries: one per side of each row an infant may sit in (extra oxygen masks; spec §5
 * "two adults with infants may not sit on the same side", and the rows the seat chart allows infants in).
 */
export function infantCapacity(aircraft: Aircraft): number {
  const places = new Set(
    seatLayout(aircraft)
      .filter((s) => s.infantAllowed)
      .map((s) => `${s.row}${s.side}`),
  );
  return places.size;
}
