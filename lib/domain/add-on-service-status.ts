/** What became of an add-on bought after booking, as the order pages show it (spec §4 service request statuses). */

/**
 * Spec §4 service request statuses, as an add-on bought after booking reads (decision 28):
 * - PENDING_SUBMISSION: its order waits for payment (nothing is asked of the service yet);
 * - PENDING_CONFIRMATION: paid, not yet applied to the ticket;
 * - CONFIRMED: applied: the passenger holds it;
 * - REJECTED: the order no longer fitted when paid (a check-in, a refund meanwhile) and was paid back;
 * - CANCELLED: the order expired or was cancelled unpaid, or the add-on was refunded on its own (decision 26);
 * - NOT_TICKETED: the passenger's ticket on that flight is no longer issued (refunded, changed), so the service
 *   cannot be given.
 */
export const SERVICE_STATUSES = [
  'PENDING_SUBMISSION',
  'PENDING_CONFIRMATION',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'NOT_TICKETED',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export type ServiceStatusFacts = {
  /** Where the add-on order stands (contract AddOnOrderState). */
  order: 'PENDING_PAYMENT' | 'PAID' | 'DONE' | 'CANCELLED' | 'FAILED';
  /** The add-on's own refund is asked or done (decision 26). */
  refunded: boolean;
  /** The passenger's ticket on the segment is issued and usable, or flown (the service was given). */
  ticketValid: boolean;
};

/** The service request status of one add-on (SERVICE_STATUSES): what ended it first, then how far it went. */
export function serviceStatus(f: ServiceStatusFacts): ServiceStatus {
  if (f.order === 'CANCELLED') return 'CANCELLED';
  if (f.order === 'FAILED') return 'REJECTED';
  if (f.refunded) return 'CANCELLED';
  if (!f.ticketValid) return 'NOT_TICKETED';
  if (f.order === 'PENDING_PAYMENT') return 'PENDING_SUBMISSION';
  return f.order === 'PAID' ? 'PENDING_CONFIRMATION' : 'CONFIRMED';
}
