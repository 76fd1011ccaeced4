import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MyCoupon } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { dateTimeFormat } from '@/lib/domain/intl-cache';
import { formatMoney } from '@/lib/i18n/format';

type Terms = Pick<
  MyCoupon,
  'name' | 'kind' | 'value' | 'thresholdFen' | 'stackable' | 'minDaysBeforeDeparture' | 'scope'
>;

/** An instant as the airline's date and time (member records are shown in Asia/Shanghai). */
export function airlineDateTime(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: AIRLINE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The headline of a coupon: "9折", "立减￥30", "CNY 15 off every ￥300" (coupons are kept in yuan). */
export function useCouponValue() {
  const t = useTranslations('Coupons');
  const locale = useLocale();
  return (c: Pick<Terms, 'kind' | 'value' | 'thresholdFen'>) => {
    const amount = formatMoney(c.value, 'CNY', locale);
    const threshold = formatMoney(c.thresholdFen, 'CNY', locale);
    if (c.kind === 'DISCOUNT') return t('value.DISCOUNT', { percent: c.value, tenths: (100 - c.value) / 10 });
    return t(`value.${c.kind}`, { amount, threshold });
  };
}

/**
 * A coupon's terms (spec §3 Coupon): kind and value, whether it combines, the days-before-departure limit, and
 * where it applies (products, routes, flights, channels; "any" when not limited). `children` is the card's
 * extra lines (validity, claim state, a button).
 */
export function CouponTerms({
  coupon: c,
  headingId,
  children,
}: {
  coupon: Terms;
  headingId: string;
  children?: ReactNode;
}) {
  const t = useTranslations('Coupons');
  const value = useCouponValue();
  const list = (items: string[]) => (items.length ? items.join(', ') : t('any'));
  const scope: [string, string][] = [
    [t('products'), list(c.scope.products.map((p) => t(`product.${p}`)))],
    [t('segments'), list(c.scope.segments)],
    [t('flights'), list(c.scope.flights)],
    [t('channels'), list(c.scope.channels.map((ch) => t(`channel.${ch}`)))],
  ];
  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-2xl font-bold text-brand-700">{value(c)}</p>
        <span className="rounded-full border border-brand-600 bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          {t(`kind.${c.kind}`)}
        </span>
      </div>
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        {c.name}
      </h3>
      <ul className="space-y-0.5 text-sm text-slate-700">
        <li>{c.stackable ? t('stackable') : t('notStackable')}</li>
        <li>{c.minDaysBeforeDeparture > 0 ? t('daysBefore', { days: c.minDaysBeforeDeparture }) : t('noDaysLimit')}</li>
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {scope.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{text}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
