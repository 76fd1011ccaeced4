import { getTranslations } from 'next-intl/server';
import { CertifyForm } from '@/components/flight-certificates/certify-form';
import { ValidateForm } from '@/components/flight-certificates/validate-form';
import type { FlightCertificateKind } from '@/lib/domain/flight-certificate-rules';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

/**
 * The four certificate pages (spec §2 /irregularFlightCertify, /irregularFlightValidate, /airTravelCertify,
 * /airTravelValidate; decision 70) are one server page each for a kind and a step: title, intro and the client
 * form. The certify page links to its validate page.
 */
type Step = 'certify' | 'validate';
type Params = { params: Promise<{ locale: string }> };

const VALIDATE_PATH: Record<FlightCertificateKind, string> = {
  IRREGULAR_FLIGHT: '/irregularFlightValidate',
  AIR_TRAVEL: '/airTravelValidate',
};

export function certificateMetadata(kind: FlightCertificateKind, step: Step) {
  return async function generateMetadata({ params }: Params) {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const [t, site] = await Promise.all([
      getTranslations({ locale, namespace: 'FlightCertificates' }),
      getTranslations({ locale, namespace: 'Content' }),
    ]);
    return {
      title: site('titleTemplate', { title: t(`kinds.${kind}.${step}Title`) }),
      description: t(`kinds.${kind}.${step}Description`),
    };
  };
}

export function certificatePage(kind: FlightCertificateKind, step: Step) {
  return async function FlightCertificatePage({ params }: Params) {
    const locale = await pageLocale(params);
    const t = await getTranslations('FlightCertificates');
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900">{t(`kinds.${kind}.${step}Title`)}</h1>
        <p className="mt-2 text-slate-700">{t(`kinds.${kind}.${step}Intro`)}</p>
        <div className="mt-4">
          {step === 'certify' ? (
            <CertifyForm kind={kind} locale={locale} />
          ) : (
            <ValidateForm kind={kind} locale={locale} />
          )}
        </div>
        {step === 'certify' ? (
          <p className="mt-6 text-sm">
            <Link href={VALIDATE_PATH[kind]} className="inline-block py-1 text-sky-800 underline">
              {t('validateLink')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  };
}
