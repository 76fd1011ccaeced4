import 'server-only';
import {
  IrregularChangeDataSchema,
  IrregularFindDataSchema,
  IrregularFlightsDataSchema,
  IrregularKeepDataSchema,
  UpstreamPath,
  type IrregularChangeBody,
  type IrregularFindBody,
  type IrregularFlightsBody,
  type IrregularKeepBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * Irregular flights (decision 32; spec §2 /ancillary/abnormalEntry, /ancillary/normalModify; §7
 * verify/findAbnormalFlight, reschedule/; decision 32). The scope travels as for date changes: the member's token
 * in the context, or (for a visitor) `visitor` in the body with no token (app/api/_lib/order-scope.ts).
 */

/** The affected trips: all of a member's (no orderNo), or every upcoming segment of one order. */
export function irregularFind(context: UpstreamContext, body: IrregularFindBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.irregularFind,
    body,
    data: IrregularFindDataSchema,
    context,
  });
}

/** The flights a free change of one segment may move to on one date of its window. */
export function irregularFlights(context: UpstreamContext, body: IrregularFlightsBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.irregularFlights,
    body,
    data: IrregularFlightsDataSchema,
    context,
  });
}

/** The free change: a rescheduled order of total 0, ticketed at once. The key makes a retry answer the same order. */
export function irregularChange(context: UpstreamContext, body: IrregularChangeBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.irregularChange,
    body,
    data: IrregularChangeDataSchema,
    context,
    idempotencyKey,
  });
}

/** Keeping the ticket of an affected segment (recorded). */
export function irregularKeep(context: UpstreamContext, body: IrregularKeepBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.irregularKeep,
    body,
    data: IrregularKeepDataSchema,
    context,
  });
}
