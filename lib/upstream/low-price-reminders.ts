import 'server-only';
import {
  LowPriceReminderDeletedSchema,
  LowPriceReminderListSchema,
  LowPriceReminderPriceSchema,
  LowPriceReminderSchema,
  UpstreamPath,
  type LowPriceReminderAddBody,
  type LowPriceReminderPriceQuery,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's low-price reminders (decision 27; spec §2 /ancillary/lowPriceRemind): list, add,
 * delete, and the lowest fare now of what a reminder would watch. The member is the context's token.
 */

export function lowPriceReminderList(context: UpstreamContext) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.lowPriceRemindList,
    data: LowPriceReminderListSchema,
    context,
  });
}

export function lowPriceReminderAdd(context: UpstreamContext, body: LowPriceReminderAddBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.lowPriceRemindAdd,
    body,
    data: LowPriceReminderSchema,
    context,
  });
}

export function lowPriceReminderDelete(context: UpstreamContext, body: { id: string }) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.lowPriceRemindDelete,
    body,
    data: LowPriceReminderDeletedSchema,
    context,
  });
}

export function lowPriceReminderPrice(context: UpstreamContext, query: LowPriceReminderPriceQuery) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.lowPriceRemindPrice,
    query,
    data: LowPriceReminderPriceSchema,
    context,
  });
}
