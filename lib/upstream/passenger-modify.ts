import 'server-only';
import type { z } from 'zod';
import {
  PassengerModifyCheckDataSchema,
  PassengerModifyDataSchema,
  PassengerModifyListDataSchema,
  UpstreamPath,
  type PassengerModifyBody,
  type PassengerModifyCheckBodySchema,
  type PassengerModifyListBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Name or document changes of a ticketed order (decision 24; spec §2 /ancillary/cname, §5 'Change name or
 * certificate', §7 passenger-modify/order/, §8 'does not support change name/certificate'; decision 24). The scope
 * is the member's token in the context, or (for a visitor) `visitor` in the body with no token at all.
 */

/** Each passenger of the order and whether their name or document may be changed (and why not). */
export function passengerModifyCheck(context: UpstreamContext, body: z.input<typeof PassengerModifyCheckBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.passengerModifyCheck,
    body,
    data: PassengerModifyCheckDataSchema,
    context,
  });
}

/**
 * The change of one passenger's name OR document. The key makes a retried request answer the same change
 * instead of refusing it as the second one (the limit is 1).
 */
export function passengerModify(context: UpstreamContext, body: PassengerModifyBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.passengerModify,
    body,
    data: PassengerModifyDataSchema,
    context,
    idempotencyKey,
  });
}

/** The order's changes, newest first. */
export function passengerModifyList(context: UpstreamContext, body: z.input<typeof PassengerModifyListBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.passengerModifyList,
    body,
    data: PassengerModifyListDataSchema,
    context,
  });
}
