'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/i18n/format';
import { POINTS_PER_UNIT, type PointsIssue } from './seat-picks';
import type { PointsInfo } from './use-seat-points';

type Props = {
  id: string;
  info: PointsInfo | 'failed';
  /** The form's wiring of the points input. */
  field: UseFormRegisterReturn<'points'>;
  /** Why the points typed are refused, once the field was left or the order confirmed. */
  issue?: PointsIssue;
  /** What the valid points typed take off, and what is left to pay. */
  deduction: number;
  toPay: number;
  money: (minor: number) => string;
};

/** A member's points for a seat order (spec §9): what they hold and may use, the field, and what it takes off. */
export function PointsField({ id, info, field, issue, deduction, toPay, money }: Props) {
  const t = useTranslations('SeatSelection');
  const toPayId = useId();
  const locale = useLocale();
  if (info === 'failed') return <p className="text-sm text-slate-700">{t('points.failed')}</p>;
  if (info.realNameExpired) return <p className="text-sm text-slate-700">{t('points.realNameExpired')}</p>;
  if (info.maxPoints < POINTS_PER_UNIT)
    return <p className="text-sm text-slate-700">{t('points.none', { points: info.currentPoints })}</p>;
  return (
    <div className="space-y-2" data-testid="seat-points">
      <TextField
        id={id}
        label={t('points.label')}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-xs"
        hint={t('points.hint', {
          points: info.currentPoints,
          max: info.maxPoints,
          // Points are worth yuan whatever the shown currency (airline-api counts them in fen).
          unit: formatMoney(100, 'CNY', locale),
        })}
        error={issue ? t(`points.errors.${issue}`, { max: info.maxPoints }) : undefined}
        {...field}
      />
      {deduction > 0 && (
        <dl className="space-y-1 text-sm" data-testid="seat-points-result">
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-800">{t('points.deduction')}</dt>
            <dd className="font-medium text-slate-900">−{money(deduction)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 text-base">
            <dt id={toPayId} className="font-semibold text-slate-900">
              {t('points.toPay')}
            </dt>
            <dd aria-labelledby={toPayId} className="font-semibold text-slate-900">
              {money(toPay)}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
