import type { AddPeopleCheckData, AddPeopleCommitBody, AddPeopleOrder, AddPeopleType } from '@/lib/contract/add-people';
import { getOperation, postOperation } from './operation';

/**
 * Adding a child or an infant to a ticketed order (/addpeople/airandpeople/{child|baby}/{orderNo},
 * /ancillary/child/{orderNo}, /ancillary/baby/{orderNo}; app/api/add-people; decision 25; spec §4 order type 5, §5,
 * §8). The browser names the order, the type, the adult and the new passenger; it never sends a visitor's proof: the
 * BFF adds the member's token, or the proof the visitor order seal holds for this order. A commit carries the total
 * the traveller saw and the attempt id of the click (the BFF makes it the idempotency key, so a retried click makes
 * one addition); a positive total is then paid with `orders.payByGateway` for the NEW order number. A refused field
 * answers ADD_PEOPLE_INVALID with `fieldErrors` (field → rule key of lib/domain/passenger-rules).
 */

/** The order's adults (each with `block` when they may not bring one now) and the price per segment. */
export const check = getOperation<{ orderNo: string; type: AddPeopleType }, AddPeopleCheckData>(
  '/api/add-people/check',
);

/** What a commit sends: the contract's body without a proof, and the browser's id of this click. */
export type AddPeopleCommitInput = Omit<AddPeopleCommitBody, 'visitor'> & { attempt: string };

/** The addition: an order of type 5, to pay when its total is positive. */
export const commit = postOperation<AddPeopleCommitInput, { order: AddPeopleOrder }>('/api/add-people/commit');

/** The additions of one original order, newest first (the order pages list them). */
export const list = getOperation<{ orderNo: string }, { list: AddPeopleOrder[] }>('/api/add-people/list');
