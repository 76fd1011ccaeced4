import type { PassengerDraft } from './draft-store';

/** How a passenger is named on the later steps: the Chinese name, else SURNAME/GIVEN, else "Adult 1". */
export function passengerLabel(p: PassengerDraft, fallback: string): string {
  return p.name.trim() || [p.surname.trim(), p.givenName.trim()].filter(Boolean).join('/').toUpperCase() || fallback;
}

/** Adults who hold an infant on their lap: seat rules treat them apart (spec §5 Services). */
export function adultsWithInfant(passengers: PassengerDraft[]): Set<number> {
  return new Set(passengers.filter((p) => p.type === 'INF' && p.guardian !== '').map((p) => Number(p.guardian)));
}
