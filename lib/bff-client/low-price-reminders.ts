import type {
  LowPriceReminder,
  LowPriceReminderAddBody,
  LowPriceReminderList,
  LowPriceReminderPrice,
  LowPriceReminderPriceQuery,
} from '@/lib/contract/low-price-reminders';
import { getOperation, postOperation } from './operation';

/**
 * The member's low-price reminders (/ancillary/lowPriceRemind; app/api/low-price-reminders; decision 27; spec §2,
 * §3, §5, §8, §9; decision 27). The page reads the list on the server; the browser adds, deletes, reads the list
 * again and asks the lowest fare now for the form. A refused reminder answers LOW_PRICE_REMINDER_INVALID (or
 * BAD_REQUEST from the BFF's own check) with `fieldErrors` (field → LowPriceRemind.errors key). Amounts are fen.
 */

export const list = getOperation<void, LowPriceReminderList>('/api/low-price-reminders/list');

export const add = postOperation<LowPriceReminderAddBody, LowPriceReminder>('/api/low-price-reminders/add');

export const remove = postOperation<{ id: string }, { id: string }>('/api/low-price-reminders/delete');

export const price = getOperation<LowPriceReminderPriceQuery, LowPriceReminderPrice>('/api/low-price-reminders/price');
