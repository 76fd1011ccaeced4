import type {
  IrregularChangeBody,
  IrregularFindData,
  IrregularFlightsBody,
  IrregularFlightsData,
  IrregularKeepBody,
  IrregularKeepData,
} from '@/lib/contract/irregular';
import type { RescheduleOrder } from '@/lib/contract/reschedule';
import { postOperation } from './operation';

/**
 * Irregular flights (/ancillary/abnormalEntry, /ancillary/normalModify/{orderNo}; app/api/irregular; decision 32;
 * spec §2 Self-service, §4 flight dynamics). The browser names the order, the segment, the passengers, a date and
 * the new fare; it never sends a proof after the lookup: the BFF adds the member's token or the proof the visitor
 * order seal holds. A free change carries the click's attempt id (the BFF makes it the idempotency key).
 */

/** A visitor's lookup: the order's upcoming segments, affected or not; the order is then sealed for this browser. */
export const lookup = postOperation<{ orderNo: string; passengerName: string; mobile: string }, IrregularFindData>(
  '/api/irregular/lookup',
);

/** The flights of the segment's route on one date of the free change's window. */
export const flights = postOperation<Omit<IrregularFlightsBody, 'visitor'>, IrregularFlightsData>(
  '/api/irregular/flights',
);

/** What a free change sends: the segment, the passengers, the fare chosen and the browser's id of this click. */
export type IrregularChangeInput = Omit<IrregularChangeBody, 'visitor'> & { attempt: string };

/** The free change: the rescheduled order (total 0), its new tickets issued at once. */
export const change = postOperation<IrregularChangeInput, { order: RescheduleOrder }>('/api/irregular/change');

/** Keeping the ticket of an affected segment. */
export const keep = postOperation<Omit<IrregularKeepBody, 'visitor'>, IrregularKeepData>('/api/irregular/keep');
