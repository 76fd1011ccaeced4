'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SeatPick } from './seat-picks';

type Props = {
  lines: (SeatPick & { offerPrice: number })[];
  extraLines: { key: string; label: string; amount: number }[];
  total: number;
  names: Record<string, string>;
  money: (minor: number) => string;
};

/** The seat order's lines as the frozen offer prices them: each seat (or free), each add-on, and the total. */
export function SeatLines({ lines, extraLines, total, names, money }: Props) {
  const t = useTranslations('SeatSelection');
  const totalId = useId();
  if (lines.length === 0 && extraLines.length === 0) return <p className="text-slate-700">{t('checkout.empty')}</p>;
  return (
    <dl className="space-y-1 text-sm" data-testid="seat-lines">
      {lines.map((l) => (
        <div key={l.passengerId} className="flex flex-wrap justify-between gap-x-4">
          <dt className="min-w-0 break-words text-slate-800">
            {t('checkout.seatLine', { name: names[l.passengerId] ?? '', seat: l.seatNo })}
          </dt>
          <dd className="font-medium text-slate-900">
            {l.offerPrice === 0 ? t('checkout.free') : money(l.offerPrice)}
          </dd>
        </div>
      ))}
      {extraLines.map((l) => (
        <div key={l.key} className="flex flex-wrap justify-between gap-x-4">
          <dt className="min-w-0 break-words text-slate-800">{l.label}</dt>
          <dd className="font-medium text-slate-900">{money(l.amount)}</dd>
        </div>
      ))}
      <div className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-1 text-base">
        <dt id={totalId} className="font-semibold text-slate-900">
          {t('checkout.total')}
        </dt>
        <dd aria-labelledby={totalId} className="font-semibold text-slate-900" data-testid="seat-total">
          {money(total)}
        </dd>
      </div>
    </dl>
  );
}
