import { getTranslations } from 'next-intl/server';
import { OfferList } from '@/components/coupons/offer-list';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { CouponPageFrame } from '@/components/coupons/coupon-page-frame';
import { ReloadAlert as LoadFailed } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { couponCentre } from '@/lib/upstream/coupons';
import { MemberUnavailable } from '../(main)/member-unavailable';

export const generateMetadata = privatePageMetadata('CouponCentre', 'title');

/**
 * /member/couponCenter (spec §2 outside the member shell, §4 claim states, §9 the 15-day window; decision 66): every
 * offer of the centre with this member's state, server-rendered; the claim button posts and asks the page again.
 */
export default async function CouponCentrePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('CouponCentre'),
    upstreamContextFor(locale).then(couponCentre),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  return (
    <CouponPageFrame id="coupon-centre-heading" heading={t('heading')} myCoupons={t('myCoupons')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {!result.ok ? (
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}/member/couponCenter`} reloadLabel={t('reload')} />
      ) : (
        <>
          {result.data.realNameExpired && <RealNameExpiredNotice />}
          {result.data.offers.length === 0 ? (
            <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('empty')}</p>
          ) : (
            <OfferList offers={result.data.offers} blocked={result.data.realNameExpired} />
          )}
        </>
      )}
    </CouponPageFrame>
  );
}
