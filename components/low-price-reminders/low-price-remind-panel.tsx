'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pushToast } from '@/components/ui/toast-store';
import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import type { LowPriceReminder } from '@/lib/contract/low-price-reminders';
import type { ReminderChannel } from '@/lib/domain/low-price-reminder-rules';
import { ReminderForm, type CityFieldSlot } from './reminder-form';
import { ReminderList } from './reminder-list';

type Props = {
  today: string;
  lastDate: string;
  channels: Record<ReminderChannel, string | null>;
  /** The list as the page read it, or null when it could not ('reminder list fetch failed'). */
  initial: { reminders: LowPriceReminder[]; max: number } | null;
  max: number;
  renderCity: (slot: CityFieldSlot) => ReactNode;
};

/**
 * The body of /ancillary/lowPriceRemind: the form, then the member's reminders. An added reminder joins the list
 * at the top, a deleted one leaves it; a list the page could not read says so and can be read again.
 */
export function LowPriceRemindPanel({ today, lastDate, channels, initial, max, renderCity }: Props) {
  const t = useTranslations('LowPriceRemind');
  const [list, setList] = useState<LowPriceReminder[] | null>(initial?.reminders ?? null);
  const [limit, setLimit] = useState(initial?.max ?? max);
  const [loading, setLoading] = useState(false);

  async function reload() {
    setLoading(true);
    const result = await lowPriceReminders.list.call(undefined, { quiet: true });
    setLoading(false);
    if (result.ok) {
      setList(result.data.reminders);
      setLimit(result.data.max);
    } else pushToast('error', t('listFailed'));
  }

  return (
    <div className="space-y-6">
      <Card as="section" padding="lg">
        <ReminderForm
          today={today}
          lastDate={lastDate}
          channels={channels}
          atLimit={list !== null && list.length >= limit}
          max={limit}
          renderCity={renderCity}
          onAdded={(r) => setList((current) => [r, ...(current ?? [])])}
        />
      </Card>
      <section aria-labelledby="lpr-list-heading" className="space-y-3" data-testid="lpr-list">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lpr-list-heading" className="text-lg font-semibold text-slate-900">
            {t('listHeading')}
          </h2>
          {list && <p className="text-sm text-slate-600">{t('listCount', { count: list.length, max: limit })}</p>}
        </div>
        {list ? (
          <ReminderList
            reminders={list}
            onDeleted={(id) => setList((current) => (current ?? []).filter((r) => r.id !== id))}
          />
        ) : (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800"
            data-testid="lpr-list-failed"
          >
            <p>{t('listFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" busy={loading} onClick={reload}>
              {t('reload')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
