import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { PriceParts } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';

type Props = { price: PriceParts; locale: string; paid: boolean };

/** Spec §3 price parts; deductions appear only when used, and the last line is what is (or was) paid. */
export function OrderPrice({ price, locale, paid }: Props) {
  const t = useTranslations('Order.priceParts');
  const id = useId();
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const rows: [string, string][] = [
    [t('ticketFare'), money(price.ticketFare)],
    [t('airportTax'), money(price.airportTax)],
    [t('fuelTax'), money(price.fuelTax)],
  ];
  if (price.otherTax > 0) rows.push([t('otherTax'), money(price.otherTax)]);
  if (price.changeFee) rows.push([t('changeFee'), money(price.changeFee)]);
  if (price.addOnTotal > 0) rows.push([t('addOnTotal'), money(price.addOnTotal)]);
  if (price.couponDeduction > 0) rows.push([t('couponDeduction'), `−${money(price.couponDeduction)}`]);
  if (price.pointsDeduction > 0)
    rows.push([t('pointsDeduction', { points: price.pointsUsed }), `−${money(price.pointsDeduction)}`]);
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-base font-semibold">
        <dt id={id}>{paid ? t('actualPaid') : t('actualAmount')}</dt>
        <dd aria-labelledby={id} className="text-accent-700">
          {money(price.actualAmount)}
        </dd>
      </div>
    </dl>
  );
}
