import { useTranslations } from 'next-intl';
import { COUPON_TABS, type MyCouponsData } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';

export const COUPON_PAGE = '/member/coupon';
export const couponTabHref = (tab: MyCouponsData['tab']) => (tab === 'INI' ? COUPON_PAGE : `${COUPON_PAGE}?tab=${tab}`);

/** Tabs unused (INI), used, expired (spec §4) as links with their counts; the chosen one aria-current="page". */
export function CouponTabs({ tab, counts }: Pick<MyCouponsData, 'tab' | 'counts'>) {
  const t = useTranslations('Coupons');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex border-b border-slate-300">
        {COUPON_TABS.map((key) => {
          const selected = key === tab;
          return (
            <li key={key} className="min-w-0 flex-1 sm:flex-none">
              <Link
                href={couponTabHref(key)}
                aria-current={selected ? 'page' : undefined}
                className={[
                  '-mb-px flex min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm sm:px-5 sm:text-base',
                  selected
                    ? 'border-brand-700 font-semibold text-brand-700'
                    : 'border-transparent text-slate-800 hover:text-brand-700',
                ].join(' ')}
              >
                {t(`tab.${key}`, { count: counts[key] })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
