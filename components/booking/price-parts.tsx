import { useTranslations } from 'next-intl';
import type { BookingAddOnKind, PriceParts } from '@/lib/contract/order';

const KINDS: BookingAddOnKind[] = ['BAGGAGE', 'MEAL', 'INSURANCE', 'SEAT', 'PRIORITY', 'MAILING'];

/** Every price part of spec §3: fare, taxes, each add-on, deductions and what is to be paid. */
export function PricePartsList({ price, money }: { price: PriceParts; money: (minor: number) => string }) {
  const t = useTranslations('BookingFunnel');
  const row = (label: string, amount: number, minus = false) => (
    <div key={label} className="flex justify-between gap-4 py-1">
      <dt className="text-slate-700">{label}</dt>
      <dd>{minus && amount > 0 ? `-${money(amount)}` : money(amount)}</dd>
    </div>
  );
  return (
    <dl aria-label={t('priceParts')} className="divide-y divide-slate-100">
      {row(t('ticketFare'), price.ticketFare)}
      {row(t('airportTax'), price.airportTax)}
      {row(t('fuelTax'), price.fuelTax)}
      {row(t('otherTax'), price.otherTax)}
      {KINDS.filter((k) => price.ancillaries[k]).map((k) => row(t(`addon_${k}`), price.ancillaries[k]!))}
      {row(t('couponDeduction'), price.couponDeduction, true)}
      {row(t('pointsDeduction', { points: price.pointsUsed }), price.pointsDeduction, true)}
      <div className="flex justify-between gap-4 py-2 text-lg font-semibold">
        <dt>{t('actualAmount')}</dt>
        <dd className="text-accent-700">{money(price.actualAmount)}</dd>
      </div>
    </dl>
  );
}
