import { getTranslations } from 'next-intl/server';
import { BlindBox, GiftList } from '@/components/coupons/gift-list';
import { CouponPageFrame } from '@/components/coupons/coupon-page-frame';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { ReloadAlert as LoadFailed } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { blindBoxRecord, giftPackages } from '@/lib/upstream/coupons';
import { MemberUnavailable } from '../(main)/member-unavailable';

export const generateMetadata = privatePageMetadata('GiftCentre', 'title');

/**
 * /member/giftCenter (spec §2 outside the member shell, §4 gift package states, §7 blindBoxCheckUseList; decision
 * 66): the member's gift packages, opened within 15 days into coupons, and the blind box's routes when airline-api
 * answers them (a failure there is only logged).
 */
export default async function GiftCentrePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const context = await upstreamContextFor(locale);
  const [t, result, blindBox] = await Promise.all([
    getTranslations('GiftCentre'),
    giftPackages(context),
    blindBoxRecord(context),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  return (
    <CouponPageFrame id="gift-centre-heading" heading={t('heading')} myCoupons={t('myCoupons')}>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {result.ok && result.data.realNameExpired && <RealNameExpiredNotice />}
      {!result.ok ? (
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}/member/giftCenter`} reloadLabel={t('reload')} />
      ) : result.data.packages.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('empty')}</p>
      ) : (
        <GiftList packages={result.data.packages} blocked={result.data.realNameExpired} />
      )}
      {blindBox && <BlindBox record={blindBox} />}
    </CouponPageFrame>
  );
}
