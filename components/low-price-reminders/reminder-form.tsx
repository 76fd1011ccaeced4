'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { LowPriceReminder, LowPriceReminderAddBody } from '@/lib/contract/low-price-reminders';
import type { ReminderChannel, ReminderField, ReminderIssueKey } from '@/lib/domain/low-price-reminder-rules';
import { ReminderNoticeFields } from './reminder-notice-fields';
import { ReminderRuleFields } from './reminder-rule-fields';
import { reminderDefaults, reminderResolver, type ReminderSectionProps, type ReminderValues } from './reminder-values';
import { ReminderWindowFields, type CityFieldSlot } from './reminder-window-fields';
import { useAddReminder } from './use-add-reminder';
import { useLowestFare } from './use-lowest-fare';

export type { CityFieldSlot } from './reminder-window-fields';

type Props = {
  /** The airline's today (YYYY-MM-DD): the first start date. */
  today: string;
  /** The last date on sale. */
  lastDate: string;
  /** Where each channel's notices would go (masked), null when not bound. */
  channels: Record<ReminderChannel, string | null>;
  /** Whether the member has as many reminders as allowed. */
  atLimit: boolean;
  max: number;
  renderCity: (slot: CityFieldSlot) => ReactNode;
  onAdded: (reminder: LowPriceReminder) => void;
};

/**
 * The form of a low-price reminder (spec §2 /ancillary/lowPriceRemind, §3, §5, §9; decision 27): origin and
 * destination (the page's city inputs), earliest and latest departure (30-minute steps, 09:00–18:00 by default),
 * start and end date, a price or a discount of 1 to 8 tenths, the channel and the night's do-not-disturb. Each
 * rule's message stands beside its field, first on sending and then as the member corrects; the lowest fare now
 * of the window is shown once the route and window are valid ('price fetch failed' when it cannot be read).
 */
export function ReminderForm({ today, lastDate, channels, atLimit, max, renderCity, onAdded }: Props) {
  const t = useTranslations('LowPriceRemind');
  const id = useId().replace(/:/g, '');
  const resolver = useMemo(() => reminderResolver(today), [today]);
  const form = useForm<ReminderValues, unknown, LowPriceReminderAddBody>({
    resolver,
    defaultValues: reminderDefaults(today, channels),
    // The first broken rule is focused by its element id below: the city inputs are the page's, not refs here.
    shouldFocusError: false,
  });
  const add = useAddReminder(form, onAdded);

  const fare = useLowestFare(form.control, today);
  const { errors } = form.formState;
  const fieldId = (field: ReminderField) => `${id}-${field}`;
  const error = (field: ReminderField) => {
    const key = errors[field]?.message ?? (field === 'arr' ? fare.routeIssue : undefined);
    return key ? t(`errors.${key as ReminderIssueKey}`) : undefined;
  };
  const focusFirst = (found: FieldErrors<ReminderValues>) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const section: ReminderSectionProps = { form, fieldId, error };

  return (
    <form
      onSubmit={form.handleSubmit(add, focusFirst)}
      noValidate
      className="space-y-4"
      data-testid="lpr-form"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('formHeading')}
      </h2>
      <ReminderWindowFields {...section} id={id} today={today} lastDate={lastDate} renderCity={renderCity} />
      <ReminderRuleFields {...section} price={fare.state} />
      <ReminderNoticeFields {...section} channels={channels} />
      {errors.root?.server && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      {atLimit && <p className="text-sm text-slate-700">{t('atLimit', { max })}</p>}
      <Button type="submit" busy={form.formState.isSubmitting} disabled={atLimit}>
        {t('submit')}
      </Button>
    </form>
  );
}
