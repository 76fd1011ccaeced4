import { getTranslations } from 'next-intl/server';
import { NetworkView } from '@/app/[locale]/flightLine/network-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ from?: string | string[] }> };

const ref = { category: 'STATIC', itemKey: 'timetable', path: '/static/timetable' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, ref);
}

/** The timetable static page with the schedule, filtered by ?from= (so rendered per request, on cached data). */
export default async function TimetablePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FlightLine');
  const from = [(await searchParams).from].flat()[0];
  return (
    <SinglePage locale={locale} {...ref} printable={false}>
      <p className="mt-4 text-sm">
        <Link href="/flightLine" className="text-brand-700 underline">
          {t('networkLink')}
        </Link>
      </p>
      <NetworkView locale={locale} from={from} view="timetable" basePath="/static/timetable" />
    </SinglePage>
  );
}
