import { getTranslations } from 'next-intl/server';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { REAL_NAME_ROUTES } from '@/components/member/real-name-links';
import { SupplementApplications } from '@/components/member/value/supplement-applications';
import { SupplementForm } from '@/components/member/value/supplement-form';
import { buttonClass } from '@/components/ui/button';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { POINTS_PATH, SUPPLEMENT_PATH } from '@/lib/domain/member-value-filters';
import { SUPPLEMENT_WAIT_WORKING_DAYS, SUPPLEMENT_WINDOW_DAYS } from '@/lib/domain/member-value-rules';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { supplementList } from '@/lib/upstream/member-value';
import { MemberUnavailable } from '../../member-unavailable';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('MemberValue', 'supplementTitle');

/**
 * /member/integral/suppl (spec §2 points supplement, §5, §6 points top-up for certified members, §9; decision 65):
 * the form to ask for a missing flight's points by one of the member's documents, and the applications with their
 * review. Not certified, the page says to certify first; an expired certification, to renew it.
 */
export default async function SupplementPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('MemberValue'),
    upstreamContextFor(locale).then(supplementList),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  if (!result.ok)
    return (
      <MemberPageCard id="supplement-heading" heading={t('supplementHeading')}>
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}${SUPPLEMENT_PATH}`} reloadLabel={t('reload')} />
      </MemberPageCard>
    );
  const data = result.data;
  const certified = data.certification.status === 3;
  return (
    <MemberPageCard
      id="supplement-heading"
      heading={t('supplementHeading')}
      intro={t('supplementIntro', { days: SUPPLEMENT_WINDOW_DAYS, wait: SUPPLEMENT_WAIT_WORKING_DAYS })}
    >
      <Link href={POINTS_PATH} className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
        {t('backToPoints')}
      </Link>
      {!certified ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="grow basis-48 font-medium text-amber-900">{t('certifyFirst')}</p>
          <Link href={REAL_NAME_ROUTES.certify} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {t('certifyLink')}
          </Link>
        </div>
      ) : data.certification.expired ? (
        <RealNameExpiredNotice />
      ) : (
        <>
          {data.appliedToday && <p className="text-sm text-slate-800">{t('appliedToday')}</p>}
          <ClientMessages locale={locale} paths={['MemberValue', 'Errors']}>
            <SupplementForm documents={data.documents} today={data.today} />
          </ClientMessages>
        </>
      )}
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('applicationsHeading')}</h2>
      <SupplementApplications applications={data.applications} locale={locale} />
    </MemberPageCard>
  );
}
