import { RealNameForm } from '@/components/member/real-name-form';
import { RealNameStatusPanel } from '@/components/member/real-name-status-panel';
import { Card } from '@/components/ui/card';
import { maySubmitRealName } from '@/lib/domain/real-name-rules';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { MemberUnavailable } from '../../../member-unavailable';
import { openRealNamePage, RealNameLoadFailed } from '../real-name-page';

export const generateMetadata = privatePageMetadata('RealNameCertificate', 'certifyTitle');

/**
 * /member/security/certificate/certify (spec §2 member shell): the certification form, for a member never
 * certified (status 0), refused (2, may recertify) or whose certification expired (spec §6, §8). Under
 * review or validly certified, the page says so and links to the status page instead of the form.
 */
export default async function RealNameCertifyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, t, data } = await openRealNamePage(params, { withTypes: true });
  if (data.kind === 'unavailable') return <MemberUnavailable />;
  return (
    <Card as="section" padding="lg" aria-labelledby="real-name-certify-heading" className="space-y-4">
      <h1 id="real-name-certify-heading" className="text-2xl font-semibold text-slate-900">
        {t('certifyHeading')}
      </h1>
      {data.kind === 'failed' ? (
        <RealNameLoadFailed reloadHref={`/${locale}/member/security/certificate/certify`} />
      ) : maySubmitRealName(data.certification.status, data.certification.expired) ? (
        <>
          <RealNameStatusPanel certification={data.certification} variant="summary" current="certify" />
          <p className="text-sm text-slate-700">{t('certifyIntro')}</p>
          <ClientMessages locale={locale} paths={['RealNameCertificate']}>
            <RealNameForm types={data.types} />
          </ClientMessages>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {data.certification.status === 1 ? t('notNowUnderReview') : t('notNowCertified')}
          </p>
          <RealNameStatusPanel certification={data.certification} variant="summary" current="certify" />
        </>
      )}
    </Card>
  );
}
