import type {
  PassengerModification,
  PassengerModifyBody,
  PassengerModifyCandidate,
} from '@/lib/contract/passenger-modify';
import { getOperation, postOperation } from './operation';

/**
 * Name or document changes of a ticket order (/ancillary/cname/{orderNo} → /ancillary/cnameConfirm;
 * app/api/passenger-modify; decision 24; spec §2, §5 'Change name or certificate', §8). The browser names the
 * order, the passenger and the new name OR document; it never sends a visitor's proof: the BFF adds the member's
 * token, or the proof the visitor order seal holds for this order. A change carries the attempt id of the click
 * (the BFF makes it the idempotency key, so a retried click makes one change). A refused field answers
 * PASSENGER_MODIFY_INVALID with `fieldErrors` (field → rule key of lib/domain).
 */

/** Each passenger of the order and whether their name or document may be changed (`block` says why not). */
export const check = getOperation<{ orderNo: string }, { passengers: PassengerModifyCandidate[] }>(
  '/api/passenger-modify/check',
);

/** What a change sends: one passenger, ONE of name or document, the mobile twice, and the click's id. */
export type PassengerModifyInput = Omit<PassengerModifyBody, 'visitor'> & { attempt: string };

/** The change, free of charge and once only. */
export const change = postOperation<PassengerModifyInput, { modification: PassengerModification }>(
  '/api/passenger-modify/change',
);

/** The order's changes, newest first (the order pages list them). */
export const list = getOperation<{ orderNo: string }, { list: PassengerModification[] }>('/api/passenger-modify/list');
