import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Card } from '@/components/ui/card';
import { currencyProfileFor } from '@/lib/bff-server/request-context';
import { formatMoney } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { loadMember } from '../load-member';
import { MemberUnavailable } from '../member-unavailable';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { realNameStatus } from '@/lib/upstream/member';
import { checkInTrips } from '@/lib/upstream/check-in';
import { NextTrip } from './next-trip';
import { renderedAt } from '@/lib/domain/rendered-at';
import { buttonClass } from '@/components/ui/button';
import { GROWTH_PATH, POINTS_PATH } from '@/lib/domain/member-value-filters';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'MemberCentre' });
  return { title: t('homeTitle') };
}

/** The member home (spec §3 summary from memberInfoQuery) and the member's next flight with its check-in state. */
export default async function MemberHomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, tv, member, profile, realName, trips] = await Promise.all([
    getTranslations('MemberCentre'),
    getTranslations('MemberValue'),
    loadMember(locale),
    currencyProfileFor(locale),
    upstreamContextFor(locale).then(realNameStatus),
    upstreamContextFor(locale).then((context) => checkInTrips(context, { queryType: 'SELF' })),
  ]);
  // A lapsed certification is still status 3 in the summary: the real-name record says it has expired.
  const expired = realName.ok && realName.data.expired;
  if (!member) return <MemberUnavailable />;
  // The wallet is kept in yuan: when the visitor chose dollars, the balance says why it is not in them.
  const balanceNote = member.balance.currency !== profile.currency ? t('balanceCurrencyNote') : null;
  const facts = [
    [t('memberNo'), member.memberNo],
    [t('points'), member.points.toLocaleString(locale)],
    [t('balance'), formatMoney(member.balance.amount, member.balance.currency, locale)],
    [t('coupons'), member.coupons.toLocaleString(locale)],
    [t('growthValue'), member.growthValue.toLocaleString(locale)],
    [t('certificationStatus'), expired ? t('certification.expired') : t(`certification.${member.certificationStatus}`)],
  ] as const;
  return (
    <Card as="section" padding="lg" aria-labelledby="member-home-heading">
      <h1 id="member-home-heading" className="text-2xl font-semibold text-slate-900">
        {t('greeting', { nickname: member.nickname ?? member.name ?? member.memberNo })}
      </h1>
      {/* Spec §6, §8: an expired real-name certification limits points and coupons until it is done again. */}
      {expired && (
        <div className="mt-4">
          <RealNameExpiredNotice />
        </div>
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {facts.map(([label, value], i) => (
          <div key={label} className="rounded-md bg-slate-50 p-3">
            <dt id={`member-fact-${i}`} className="text-sm text-slate-700">
              {label}
            </dt>
            <dd aria-labelledby={`member-fact-${i}`} className="mt-1 text-lg font-semibold text-slate-900">
              {label === t('coupons') ? (
                <Link href="/member/coupon" className="inline-flex min-h-6 items-center text-brand-700 underline">
                  {value}
                </Link>
              ) : (
                value
              )}
            </dd>
            {label === t('balance') && balanceNote && <dd className="mt-1 text-xs text-slate-700">{balanceNote}</dd>}
          </div>
        ))}
      </dl>
      {/* Spec §3 sign-in entry: the points and the growth page with the daily sign-in (decision 65). */}
      <ul className="mt-4 flex flex-wrap gap-3 text-sm">
        <li>
          <Link href={POINTS_PATH} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {tv('homePointsLink')}
          </Link>
        </li>
        <li>
          <Link href={GROWTH_PATH} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {tv('homeSignInLink')}
          </Link>
        </li>
      </ul>
      <NextTrip trips={trips.ok ? trips.data.records : null} nowMs={renderedAt()} locale={locale} />
    </Card>
  );
}
