'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import type { DeductionsData, UsableCoupon } from '@/lib/contract/coupon';
import { pointsValue, validatePoints } from '@/lib/domain/fee-rules';
import { couponConflicts, withCoupon } from './coupon-choice';
import { useRuleMessage } from './use-rule-message';

type Props = {
  data: DeductionsData;
  couponIds: string[];
  points: number;
  money: (minor: number) => string;
  onCoupons: (ids: string[]) => void;
  onPoints: (points: number) => void;
};

/** Members: coupons (one per kind; a non-combinable one alone, after confirming) and points (100 = 1 unit). */
export function DeductionsPicker({ data, couponIds, points, money, onCoupons, onPoints }: Props) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  const [pending, setPending] = useState<{ coupon: UsableCoupon; drop: UsableCoupon[] } | null>(null);
  const [pointsText, setPointsText] = useState(points ? String(points) : '');
  const [pointsIssue, setPointsIssue] = useState<string | null>(null);
  const chosen = data.coupons.filter((c) => couponIds.includes(c.couponId));

  const toggle = (c: UsableCoupon, on: boolean) => {
    if (!on) return onCoupons(couponIds.filter((id) => id !== c.couponId));
    const drop = couponConflicts(chosen, c);
    if (drop.length > 0) return setPending({ coupon: c, drop });
    onCoupons(withCoupon(chosen, c));
  };

  const applyPoints = () => {
    const n = pointsText.trim() === '' ? 0 : Number(pointsText);
    const issue = validatePoints(n, data.points.balance, pointsValue(data.points.maxUsable));
    setPointsIssue(issue);
    if (!issue) onPoints(n);
  };

  return (
    <Card as="section" aria-labelledby="deductions-heading">
      <h2 id="deductions-heading" className="text-lg font-semibold">
        {t('deductionsHeading')}
      </h2>
      <fieldset className="mt-2">
        <legend className="font-medium">{t('coupons')}</legend>
        {data.coupons.length === 0 && <p className="text-sm text-slate-700">{t('noCoupons')}</p>}
        <ul className="mt-1 flex flex-col gap-1">
          {data.coupons.map((c) => (
            <li key={c.couponId}>
              <label className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  disabled={!c.usable}
                  checked={couponIds.includes(c.couponId)}
                  onChange={(e) => toggle(c, e.target.checked)}
                />
                {c.name} · {t('couponSaves', { amount: money(c.deduction) })}
                {!c.stackable && ` · ${t('couponAlone')}`}
                {!c.usable && c.reason && <span className="text-slate-600"> · {rule(c.reason)}</span>}
              </label>
            </li>
          ))}
        </ul>
        {pending && (
          <div
            role="alertdialog"
            aria-labelledby="coupon-conflict"
            className="mt-2 rounded border border-amber-500 bg-amber-50 p-3 text-sm"
          >
            <p id="coupon-conflict">
              {t('couponConflict', { coupon: pending.coupon.name, others: pending.drop.map((d) => d.name).join(', ') })}
            </p>
            <div className="mt-2 flex gap-2">
              <Button
                size="sm"
                onClick={() => {
                  onCoupons(withCoupon(chosen, pending.coupon));
                  setPending(null);
                }}
              >
                {t('couponConfirm')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setPending(null)}>
                {t('couponKeep')}
              </Button>
            </div>
          </div>
        )}
      </fieldset>
      <div className="mt-3">
        <label htmlFor="points" className="block font-medium">
          {t('pointsLabel', { balance: data.points.balance, max: data.points.maxUsable })}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="points"
            inputMode="numeric"
            value={pointsText}
            onChange={(e) => setPointsText(e.target.value)}
            aria-invalid={pointsIssue ? true : undefined}
            aria-describedby={pointsIssue ? 'points-error' : 'points-hint'}
            className="w-40 rounded-md border border-slate-400 px-3 py-2"
          />
          <Button variant="outline" onClick={applyPoints}>
            {t('pointsApply')}
          </Button>
        </div>
        <p id="points-hint" className="mt-1 text-xs text-slate-600">
          {t('pointsHint')}
        </p>
        <FieldError id="points-error" error={pointsIssue ? rule(pointsIssue) : undefined} />
      </div>
    </Card>
  );
}
