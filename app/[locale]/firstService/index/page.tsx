import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import { AIRPORT_ARRIVAL_HOURS, AT_GATE_MINUTES, COUNTER_CHECK_IN_HOURS } from '@/lib/domain/counter-advice';
import { CHECKIN_CLOSES_HOURS, CHECKIN_OPENS_HOURS } from '@/lib/domain/checkin-rules';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Decision 8: the same for everyone, made again at most every 5 minutes. */
export const revalidate = 300;

/** Made on its first visit, not at build time. */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (locale !== 'zh-CN') return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'FirstService' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return contentMetadata({
    locale,
    path: '/firstService/index',
    title: site('titleTemplate', { title: t('title') }),
    description: t('intro'),
    zhOnly: true,
  });
}

/** The steps of a first flight, each with the page that does it (all built, all open to visitors). */
const STEPS = [
  { key: 'book', href: '/' },
  { key: 'documents', href: '/static/passengerNotice' },
  { key: 'checkIn', href: '/checkIn' },
  { key: 'airport', href: '/flightDynamics' },
  { key: 'security', href: '/static/dangerousGoods' },
  { key: 'boarding', href: '/ancillary/selfService' },
] as const;

/**
 * zh-CN /firstService/index (spec §2 Flight and ticket services, zh-CN only; decision 74): the first-flight service,
 * a first-time traveller's way through booking, documents, check-in, the airport, security and boarding, with
 * spec §9's times. Its English URL is not found (spec §2), and no English page links it (site-destinations zhOnly).
 */
export default async function FirstServicePage({ params }: Props) {
  await pageLocale(params, true);
  const t = await getTranslations('FirstService');
  const values = {
    opens: CHECKIN_OPENS_HOURS,
    closes: CHECKIN_CLOSES_HOURS,
    airportHours: AIRPORT_ARRIVAL_HOURS,
    domesticHours: COUNTER_CHECK_IN_HOURS.domestic,
    internationalHours: COUNTER_CHECK_IN_HOURS.international,
    gateMinutes: AT_GATE_MINUTES,
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <ol className="space-y-3" aria-label={t('stepsLabel')}>
        {STEPS.map((step, i) => (
          <li key={step.key}>
            <Card as="section" padding="md" aria-labelledby={`first-${step.key}`} className="space-y-1">
              <h2 id={`first-${step.key}`} className="font-semibold text-slate-900">
                {t('stepHeading', { n: i + 1, title: t(`steps.${step.key}.title`) })}
              </h2>
              <p className="text-sm text-slate-700">{t(`steps.${step.key}.body`, values)}</p>
              <Link
                href={step.href}
                className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline"
              >
                {t(`steps.${step.key}.link`)}
              </Link>
            </Card>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">{t('help')}</p>
    </div>
  );
}
