import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NetworkView } from '@/app/[locale]/flightLine/network-view';
import { contentLocale } from '@/app/[locale]/news/_content/section-page';
import { SinglePage, singleMetadata } from '@/app/[locale]/news/_content/single-page';
import { ComplaintClosed } from '@/components/content/complaint-closed';
import { ComplaintForm } from '@/components/content/complaint-form';
import { upstreamContextFor } from '@/lib/bff/request-context';
import { isStaticPage } from '@/lib/domain/content-paths';
import { Link } from '@/lib/i18n/navigation';
import { isComplaintOpen } from '@/lib/upstream/cms';

type Props = {
  params: Promise<{ locale: string; name: string }>;
  searchParams: Promise<{ from?: string | string[] }>;
};

export async function generateMetadata({ params }: Props) {
  const { locale, name } = await params;
  if (!isStaticPage(name)) return {};
  return singleMetadata(locale, { category: 'STATIC', itemKey: name, path: `/static/${name}` });
}

/** The static pages of spec §2; the timetable adds the schedule, the complaint page its form. */
export default async function StaticPage({ params, searchParams }: Props) {
  const locale = await contentLocale(params);
  const { name } = await params;
  if (!isStaticPage(name)) notFound();
  const ref = { category: 'STATIC', itemKey: name, path: `/static/${name}` } as const;
  if (name === 'timetable') {
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
  if (name === 'complaint') {
    // Read per request, not cached: switching the form off takes effect at once.
    const [t, open] = await Promise.all([
      getTranslations('Complaint'),
      upstreamContextFor(locale).then((context) => isComplaintOpen(context)),
    ]);
    return (
      <SinglePage locale={locale} {...ref} printable={false}>
        {open ? <ComplaintForm /> : <ComplaintClosed title={t('closed')} body={t('closedBody')} />}
      </SinglePage>
    );
  }
  return <SinglePage locale={locale} {...ref} />;
}
