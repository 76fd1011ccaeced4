import { RealNameForm } from '@/components/member/real-name-form';
import { RealNameStatusPanel } from '@/components/member/real-name-status-panel';
import { Card } from '@/components/ui/card';
import { maySubmitRealName } from '@/lib/domain/real-name-rules';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { MemberUnavailable } from '../../../member-unavailable';
import { openRealNamePage, RealNameLoadFailed } from '../real-name-page';

export const generateMetadata = privatePageMetadata('RealNameCertificate', 'manualTitle');

/**
 * /member/security/certificate/manual (spec §2 member shell): manual certification. The member uploads a
 * photo of the document's photo page for a person to compare with the name and number given; the page says
 * what happens and shows the current status (spec §4). The upload is the same submission as the form's,
 * taken only when no review is pending and no valid certification stands.
 */
export default async function RealNameManualPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, t, data } = await openRealNamePage(params, { withTypes: true });
  if (data.kind === 'unavailable') return <MemberUnavailable />;
  const steps = [t('manualStepUpload'), t('manualStepReview'), t('manualStepResult')];
  return (
    <Card as="section" padding="lg" aria-labelledby="real-name-manual-heading" className="space-y-4">
      <h1 id="real-name-manual-heading" className="text-2xl font-semibold text-slate-900">
        {t('manualHeading')}
      </h1>
      <p className="text-sm text-slate-700">{t('manualIntro')}</p>
      <section aria-labelledby="real-name-manual-steps" className="space-y-2">
        <h2 id="real-name-manual-steps" className="text-lg font-semibold text-slate-900">
          {t('manualStepsHeading')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {data.kind === 'failed' ? (
        <RealNameLoadFailed reloadHref={`/${locale}/member/security/certificate/manual`} />
      ) : (
        <>
          <RealNameStatusPanel certification={data.certification} variant="summary" current="manual" />
          {maySubmitRealName(data.certification.status, data.certification.expired) && (
            <section aria-labelledby="real-name-manual-form" className="space-y-3">
              <h2 id="real-name-manual-form" className="text-lg font-semibold text-slate-900">
                {t('manualFormHeading')}
              </h2>
              <ClientMessages locale={locale} paths={['RealNameCertificate']}>
                <RealNameForm types={data.types} manual />
              </ClientMessages>
            </section>
          )}
        </>
      )}
    </Card>
  );
}
