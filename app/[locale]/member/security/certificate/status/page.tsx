import { RealNameStatusPanel } from '@/components/member/real-name-status-panel';
import { Card } from '@/components/ui/card';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { MemberUnavailable } from '../../../(main)/member-unavailable';
import { openRealNamePage, RealNameLoadFailed } from '../../../(main)/security/certificate/real-name-page';

export const generateMetadata = privatePageMetadata('RealNameCertificate', 'statusTitle');

/**
 * /member/security/certificate/status (spec §2, outside the member shell): the member's real-name status,
 * 0 to 3 of spec §4, with its next step — certify, wait for the review, the failure's reason with a link to
 * certify again, or certified until when; an expired certification says 'real-name certification expired'
 * (spec §8) and links to certifying again. The proxy guards /member; the page checks the session again.
 */
export default async function RealNameStatusPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, t, data } = await openRealNamePage(params, { withTypes: false });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card as="section" padding="lg" aria-labelledby="real-name-status-heading" className="space-y-4">
        <h1 id="real-name-status-heading" className="text-2xl font-semibold text-slate-900">
          {t('statusHeading')}
        </h1>
        {data.kind === 'unavailable' ? (
          <MemberUnavailable />
        ) : data.kind === 'failed' ? (
          <RealNameLoadFailed reloadHref={`/${locale}/member/security/certificate/status`} />
        ) : (
          <RealNameStatusPanel certification={data.certification} variant="full" current="status" />
        )}
      </Card>
    </div>
  );
}
