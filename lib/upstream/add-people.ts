import 'server-only';
import {
  AddPeopleCheckDataSchema,
  AddPeopleCommitDataSchema,
  AddPeopleListDataSchema,
  UpstreamPath,
  type AddPeopleCheckBody,
  type AddPeopleCommitBody,
  type OrderVisitorProof,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Adding a child or an infant to a ticketed order (decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo},
 * §4 order type 5, §5 passenger limits, §8; decision 25). The scope is the member's token in the context, or (for a
 * visitor) `visitor` in the body with no token at all, as for refunds and date changes.
 */

/** The order's adults (and why one may not bring the asked type now), and the price per segment still to fly. */
export function addPeopleCheck(context: UpstreamContext, body: AddPeopleCheckBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addPeopleCheck,
    body,
    data: AddPeopleCheckDataSchema,
    context,
  });
}

/**
 * The addition: an order of type 5 linked to the original, to pay on the gateway (or ticketed at once when free).
 * The key makes a retried request answer the same order instead of adding the passenger twice.
 */
export function addPeopleCommit(context: UpstreamContext, body: AddPeopleCommitBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addPeopleCommit,
    body,
    data: AddPeopleCommitDataSchema,
    context,
    idempotencyKey,
  });
}

/** The additions of one original order, newest first. */
export function addPeopleList(context: UpstreamContext, body: { orderNo: string; visitor?: OrderVisitorProof }) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.addPeopleList,
    body,
    data: AddPeopleListDataSchema,
    context,
  });
}
