import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { blindBoxRecord } from '@/lib/upstream/coupons';

export const generateMetadata = privatePageMetadata('MemberActivity', 'title');

/**
 * /member/memberActivity (spec §2 outside the member shell; decision 66): the member's activities, each a link with
 * its rule: the coupon centre, the gift centre, the roulette (zh-CN only, as its page is) and the blind box's routes
 * when airline-api answers them (a failure there is only logged).
 */
export default async function MemberActivityPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, blindBox] = await Promise.all([
    getTranslations('MemberActivity'),
    upstreamContextFor(locale).then(blindBoxRecord),
  ]);
  const items = [
    { name: t('centre'), href: '/member/couponCenter', text: t('centreText') },
    { name: t('gifts'), href: '/member/giftCenter', text: t('giftsText') },
    ...(locale === 'zh-CN' ? [{ name: t('roulette'), href: '/campaignRoulette', text: t('rouletteText') }] : []),
    { name: t('coupons'), href: '/member/coupon', text: t('couponsText') },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Card as="section" padding="lg" aria-labelledby="member-activity-heading" className="space-y-4">
        <h1 id="member-activity-heading" className="text-2xl font-semibold text-slate-900">
          {t('heading')}
        </h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.href} className="rounded-lg border border-slate-200 p-4">
              <Link
                href={item.href}
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
              >
                {item.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{item.text}</p>
            </li>
          ))}
          {blindBox && (
            <li className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{t('blindBox')}</p>
              <p className="mt-1 text-sm text-slate-700">
                {t('blindBoxText', {
                  from: blindBox.activityStartDate,
                  to: blindBox.activityEndDate,
                  lines: blindBox.limitVos.flatMap((v) => v.couponLinesList).join(', '),
                })}
              </p>
            </li>
          )}
        </ul>
      </Card>
    </div>
  );
}
