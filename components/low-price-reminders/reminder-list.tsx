'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { pushToast } from '@/components/ui/toast-store';
import * as lowPriceReminders from '@/lib/bff-client/low-price-reminders';
import type { LowPriceReminder } from '@/lib/contract/low-price-reminders';
import { yuanOf } from './reminder-format';

type Props = {
  reminders: LowPriceReminder[];
  onDeleted: (id: string) => void;
};

const STATUS_CLASS: Record<LowPriceReminder['status'], string> = {
  WATCHING: 'bg-sky-50 text-sky-900 border-sky-300',
  NOTIFIED: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  ENDED: 'bg-slate-100 text-slate-800 border-slate-300',
};

/**
 * The member's reminders (spec §2 /ancillary/lowPriceRemind): the route, the window, the rule, the channel and
 * where each stands; delete asks first (ConfirmPanel) and says 'deleted' or 'delete failed' in a toast.
 */
export function ReminderList({ reminders, onDeleted }: Props) {
  const t = useTranslations('LowPriceRemind');
  if (reminders.length === 0)
    return (
      <p className="text-slate-700" data-testid="lpr-empty">
        {t('empty')}
      </p>
    );
  return (
    <ul className="space-y-3">
      {reminders.map((r) => (
        <ReminderItem key={r.id} reminder={r} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}

function ReminderItem({ reminder: r, onDeleted }: { reminder: LowPriceReminder; onDeleted: (id: string) => void }) {
  const t = useTranslations('LowPriceRemind');
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const route = t('route', { dep: r.depName, arr: r.arrName });
  const headingId = `lpr-${r.id}-route`;

  async function remove() {
    setBusy(true);
    const result = await lowPriceReminders.remove.call({ id: r.id }, { quiet: true });
    setBusy(false);
    if (result.ok) {
      pushToast('message', t('deleted'));
      onDeleted(r.id);
    } else {
      pushToast('error', t('deleteFailed'));
      setAsking(false);
    }
  }

  return (
    <li
      className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="lpr-item"
      data-id={r.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {route}
        </h3>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[r.status]}`}
          data-testid="lpr-status"
          data-status={r.status}
        >
          {t(`status${r.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {t('window', { start: r.startDate, end: r.endDate, earliest: r.earliestTime, latest: r.latestTime })}
      </p>
      <p className="text-sm text-slate-700">
        {r.mode === 'PRICE'
          ? t('rulePriceText', { price: yuanOf(r.priceThreshold ?? 0, locale) })
          : t('ruleDiscountText', { tenths: r.discountTenths ?? 0 })}
      </p>
      <p className="text-sm break-all text-slate-700">
        {t(r.channel === 'SMS' ? 'viaSms' : 'viaEmail', { target: r.channelTarget ?? '' })}
        {r.doNotDisturb && <span> · {t('quietOn')}</span>}
      </p>
      {r.lastLowest !== null && (
        <p className="text-sm text-slate-600">{t('lastLowest', { price: yuanOf(r.lastLowest, locale) })}</p>
      )}
      {asking ? (
        <ConfirmPanel
          question={t('deleteQuestion')}
          confirmLabel={t('confirmDelete')}
          keepLabel={t('keep')}
          busy={busy}
          onConfirm={remove}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)} aria-label={t('deleteLabel', { route })}>
          {t('delete')}
        </Button>
      )}
    </li>
  );
}
