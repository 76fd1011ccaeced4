'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { runningTotal } from '@/lib/domain/running-total';
import { formatMoney } from '@/lib/i18n/format';
import type { FunnelTrip } from './funnel-trip';

type Props = {
  trip: FunnelTrip;
  /** The add-ons chosen so far, each kind with its name; their sum adds to the fares. */
  addOns?: { label: string; amount: number }[];
  /** The step's buttons, beside the total. */
  children: ReactNode;
};

/**
 * The running total of the passenger and services steps (spec §3 price parts): fares and taxes of every chosen
 * passenger over every flight, plus the add-ons picked so far. Sticks to the bottom of the window, so a
 * phone always shows it beside the step's button; the breakdown opens on demand.
 */
export function RunningTotalBar({ trip, addOns = [], children }: Props) {
  const t = useTranslations('BookingFunnel');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const addOnTotal = addOns.reduce((sum, a) => sum + a.amount, 0);
  const total = runningTotal(trip.segments, trip.counts, addOnTotal);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_8px_-6px_rgba(15,23,42,0.25)] sm:mx-0 sm:px-0 sm:shadow-none">
      {total && (
        <div id={detailsId} hidden={!open} className="mb-2 text-sm">
          <dl aria-label={t('runningTotalDetails')}>
            {total.lines.map((line) => (
              <div key={line.type} className="flex justify-between gap-4 py-0.5">
                <dt className="text-slate-700">
                  {t('runningTotalLine', { type: t(`type_${line.type}`), count: line.count })}
                </dt>
                <dd>{formatMoney(line.amount, total.currency, locale)}</dd>
              </div>
            ))}
            {addOns
              .filter((a) => a.amount > 0)
              .map((a) => (
                <div key={a.label} className="flex justify-between gap-4 py-0.5">
                  <dt className="text-slate-700">{a.label}</dt>
                  <dd>{formatMoney(a.amount, total.currency, locale)}</dd>
                </div>
              ))}
          </dl>
          <p className="mt-1 text-xs text-slate-700">{t('runningTotalNote')}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {total && (
          <div className="flex min-w-0 flex-wrap items-center gap-x-2">
            <p aria-live="polite" aria-atomic="true">
              {t('runningTotal')}{' '}
              <strong data-testid="running-total" className="text-xl text-accent-700">
                {formatMoney(total.total, total.currency, locale)}
              </strong>
            </p>
            <Button
              variant="link"
              className="min-h-6 text-sm"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? t('runningTotalHide') : t('runningTotalShow')}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </div>
  );
}
