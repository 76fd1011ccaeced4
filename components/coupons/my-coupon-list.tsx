import { useLocale, useTranslations } from 'next-intl';
import type { MyCoupon } from '@/lib/contract';
import { CouponTerms, airlineDateTime } from './coupon-terms';

const TAB_CLASS: Record<MyCoupon['tab'], string> = {
  INI: 'border-brand-600',
  USED: 'border-slate-300',
  EXPIRED: 'border-slate-300',
};

/** The member's coupons of one tab, one card each; a card of one column on a phone, two from a tablet up. */
export function MyCouponList({ coupons }: { coupons: MyCoupon[] }) {
  const t = useTranslations('Coupons');
  const locale = useLocale();
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="coupon-list">
      {coupons.map((c) => {
        const headingId = `coupon-${c.couponId}`;
        return (
          <li
            key={c.couponId}
            aria-labelledby={headingId}
            className={`rounded-lg border-2 border-dashed bg-white p-4 ${TAB_CLASS[c.tab]}`}
            data-testid="coupon-card"
            data-coupon-id={c.couponId}
          >
            <CouponTerms coupon={c} headingId={headingId}>
              <p className="text-sm text-slate-800">
                <span className="text-slate-600">{t('validity')}: </span>
                {t('validRange', {
                  from: airlineDateTime(c.validFrom, locale),
                  to: airlineDateTime(c.validTo, locale),
                })}
              </p>
              {c.usedOrderNo && <p className="text-sm text-slate-800">{t('usedOn', { orderNo: c.usedOrderNo })}</p>}
              <p className="text-xs break-all text-slate-600">{t('couponNo', { id: c.couponId })}</p>
            </CouponTerms>
          </li>
        );
      })}
    </ul>
  );
}
