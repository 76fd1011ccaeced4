import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';

export const generateMetadata = privatePageMetadata('MemberMain', 'title');

const LINKS = [
  { key: 'home', href: '/member/index' },
  { key: 'coupons', href: '/member/coupon' },
  { key: 'centre', href: '/member/couponCenter' },
  { key: 'gifts', href: '/member/giftCenter' },
  { key: 'activities', href: '/member/memberActivity' },
  { key: 'roulette', href: '/campaignRoulette' },
  { key: 'eInvoices', href: '/Electronic/list' },
] as const;

/** zh-CN /memberMain (spec §2 zh-CN only; decision 66): the member's way into coupons, gifts and activities. */
export default async function MemberMainPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const t = await getTranslations('MemberMain');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card as="section" padding="lg" aria-labelledby="member-main-heading" className="space-y-4">
        <h1 id="member-main-heading" className="text-2xl font-semibold text-slate-900">
          {t('heading')}
        </h1>
        <p className="text-sm text-slate-700">{t('intro')}</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {LINKS.map((link) => (
            <li key={link.key}>
              <Link
                href={link.href}
                className="flex min-h-11 items-center rounded-md border border-slate-200 px-4 font-medium text-brand-700 hover:bg-brand-50"
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
