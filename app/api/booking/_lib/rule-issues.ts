import 'server-only';
import type { ReserveBody } from '@/lib/contract';
import { guardianIssues, guardiansOf } from '@/lib/domain/guardian-rules';
import { validateContact, validatePassengers } from '@/lib/domain/passenger-rules';
import type { Itinerary } from '@/lib/upstream/booking';

/**
 * Which field each rule failure belongs to, as `fieldErrors` the browser places beside the fields:
 * `passengers.<i>.<field>`, `contact.<field>`, `group`. The upstream client keeps only an error's code,
 * so the BFF names the fields with the same pure rules airline-api applies (lib/domain).
 */
export function ruleFieldErrors(body: ReserveBody, itinerary: Itinerary): Record<string, string> {
  const errors: Record<string, string> = {};
  const trip = { flightDates: itinerary.segments.map((s) => s.flightDate), international: itinerary.international };
  const result = validatePassengers(
    body.passengers.map((p) => ({ ...p, certificateValidity: p.certificateValidity ?? undefined })),
    trip,
  );
  for (const issue of result.passengers) errors[`passengers.${issue.index}.${issue.field}`] ??= issue.key;
  for (const issue of validateContact(body.contact)) errors[`contact.${issue.field}`] ??= issue.key;
  if (result.group) errors.group = result.group;
  const guardians = guardiansOf(body.passengers);
  guardianIssues(
    body.passengers.map((p, i) => ({ ...p, guardian: guardians[i] })),
    trip.flightDates[0] ?? '',
  ).forEach((key, i) => {
    if (key) errors[`passengers.${i}.guardian`] ??= key;
  });
  return errors;
}
