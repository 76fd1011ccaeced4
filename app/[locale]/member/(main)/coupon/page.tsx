import { getTranslations } from 'next-intl/server';
import { CouponTabs, couponTabHref } from '@/components/coupons/coupon-tabs';
import { MyCouponList } from '@/components/coupons/my-coupon-list';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { CouponTabSchema, LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { myCoupons } from '@/lib/upstream/coupons';
import { MemberUnavailable } from '../member-unavailable';
import { LoadFailed, MemberPageCard } from '../member-page';

export const generateMetadata = privatePageMetadata('Coupons', 'title');

/**
 * /member/coupon (spec §2 member shell, §3 Coupon, §4 tabs INI unused, USED, EXPIRED; decision 66): the member's
 * own coupons of one tab, server-rendered; the tab is the URL's query (`?tab=USED`), a value it does not know is
 * the unused tab. Each coupon shows its kind, value, validity, scope, stackable flag and departure limit. A lapsed
 * certification says that coupons are held but cannot be used (spec §6).
 */
export default async function CouponPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const query = await searchParams;
  const parsed = CouponTabSchema.safeParse(Array.isArray(query.tab) ? query.tab[0] : query.tab);
  const tab = parsed.success ? parsed.data : 'INI';
  const [t, result] = await Promise.all([
    getTranslations('Coupons'),
    upstreamContextFor(locale).then((context) => myCoupons(context, { tab })),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const links = (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link href="/member/couponCenter" className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('toCentre')}
      </Link>
      <Link href="/member/giftCenter" className="inline-flex min-h-6 items-center text-brand-700 underline">
        {t('toGifts')}
      </Link>
    </p>
  );
  if (!result.ok)
    return (
      <MemberPageCard id="coupons-heading" heading={t('heading')}>
        <LoadFailed
          message={t('loadFailed')}
          reloadHref={`/${locale}${couponTabHref(tab)}`}
          reloadLabel={t('reload')}
        />
      </MemberPageCard>
    );
  const data = result.data;
  return (
    <MemberPageCard id="coupons-heading" heading={t('heading')}>
      {links}
      {data.realNameExpired && <RealNameExpiredNotice />}
      <CouponTabs tab={data.tab} counts={data.counts} />
      {data.coupons.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800" data-testid="coupons-empty">
          {t(`empty.${data.tab}`)}
        </p>
      ) : (
        <MyCouponList coupons={data.coupons} />
      )}
    </MemberPageCard>
  );
}
