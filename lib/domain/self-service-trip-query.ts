/** The number a self-service trip is found by, and the hall's search form (spec §2 /ancillary/selfService). */

/** The number a trip is found by: an e-ticket (13 digits, a dash after the first 3 allowed) or else an order. */
export type TripNumber = { kind: 'order'; orderNo: string } | { kind: 'ticket'; ticketNo: string };

export function tripNumberOf(raw: string): TripNumber | null {
  const v = raw.replace(/\s+/g, '');
  if (/^\d{3}-?\d{10}$/.test(v)) return { kind: 'ticket', ticketNo: v.replace('-', '') };
  if (/^[A-Za-z0-9]{6,32}$/.test(v) && !/^\d+$/.test(v)) return { kind: 'order', orderNo: v.toUpperCase() };
  return null;
}

/** The hall's search form: the number, and for a visitor a passenger's name and the booking's contact phone. */
export type TripQuery = { number: string; passengerName: string; mobile: string };
export type TripQueryIssue =
  'numberRequired' | 'numberInvalid' | 'nameRequired' | 'nameTooLong' | 'mobileRequired' | 'mobileInvalid';

/**
 * Why the search form is refused, field by field (SelfService.errors.*): a member needs only the number (their own
 * orders open by the token); a visitor also the name (at most 81 characters, as the order lookup) and the phone (5 to
 * 15 digits, as the booking's contact phone).
 */
export function tripQueryIssues(q: TripQuery, member: boolean): Partial<Record<keyof TripQuery, TripQueryIssue>> {
  const issues: Partial<Record<keyof TripQuery, TripQueryIssue>> = {};
  const number = q.number.trim();
  if (!number) issues.number = 'numberRequired';
  else if (!tripNumberOf(number)) issues.number = 'numberInvalid';
  if (member) return issues;
  const name = q.passengerName.trim();
  if (!name) issues.passengerName = 'nameRequired';
  else if (name.length > 81) issues.passengerName = 'nameTooLong';
  const mobile = q.mobile.trim();
  if (!mobile) issues.mobile = 'mobileRequired';
  else if (!/^\d{5,15}$/.test(mobile)) issues.mobile = 'mobileInvalid';
  return issues;
}
