import { useTranslations } from 'next-intl';
import { pushToast } from '@/components/ui/toast-store';
import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import type { LowPriceReminder, LowPriceReminderAddBody } from '@/lib/contract/low-price-reminders';
import { isReminderField, isReminderIssueKey, type ReminderFormApi } from './reminder-values';

/**
 * Sends a reminder that passed the form's rules and places the answer (spec §8): added, a toast, the price
 * cleared for the next one; refused, a toast and each field's rule beside it (the BFF's and airline-api's
 * `fieldErrors`), or the answer's message as the form's line when it names no field the form shows.
 */
export function useAddReminder(form: ReminderFormApi, onAdded: (reminder: LowPriceReminder) => void) {
  const t = useTranslations('LowPriceRemind');
  return async (body: LowPriceReminderAddBody) => {
    const result = await lowPriceReminders.add.call(body, { quiet: true });
    if (result.ok) {
      pushToast('message', t('added'));
      // The route and window stay for the next reminder; errors wait for the next send again.
      form.reset({ ...form.getValues(), priceThreshold: '' });
      onAdded(result.data);
      return;
    }
    pushToast('error', t('addFailed'));
    let placed = false;
    for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
      if (!isReminderField(field) || !isReminderIssueKey(key)) continue;
      form.setError(field, { type: 'server', message: key });
      placed = true;
    }
    if (!placed) form.setError('root.server', { type: 'server', message: result.msg });
  };
}
