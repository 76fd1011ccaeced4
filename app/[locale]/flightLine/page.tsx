import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { Link } from '@/lib/i18n/navigation';
import { NetworkView } from './network-view';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ from?: string | string[] }> };
const REF = { category: 'STATIC', itemKey: 'routeNetwork', path: '/flightLine' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

/** Spec §2 /flightLine: the route network text, then each origin's destinations and days of operation. */
export default async function FlightLinePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const from = [(await searchParams).from].flat()[0];
  const t = await getTranslations('FlightLine');
  return (
    <SinglePage locale={locale} {...REF} printable={false}>
      <p className="mt-4 text-sm">
        <Link href="/static/timetable" className="text-brand-700 underline">
          {t('timetableLink')}
        </Link>
      </p>
      <NetworkView locale={locale} from={from} view="network" basePath="/flightLine" />
    </SinglePage>
  );
}
