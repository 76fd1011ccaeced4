import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { upstreamContextFor } from '@/lib/bff/request-context';
import { isLocale } from '@/lib/i18n/routing';
import { FunnelFrame, FunnelProblem } from '@/components/booking-funnel/funnel-frame';
import { ServicesForm } from '@/components/booking-funnel/services-form';
import { FunnelItinerary } from '../pmsg/funnel-itinerary';
import { loadFunnel } from '../pmsg/load-funnel';
import { loadServices } from './load-services';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'BookingFunnel' });
  return { title: t('servicesTitle'), robots: { index: false } };
}

/** /book/otherbuy: baggage, meals, insurance, seats, priority boarding and a mailed itinerary. */
export default async function ServicesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const model = await loadFunnel(locale, await searchParams);
  if (model.kind === 'problem') return <FunnelProblem message={model.message} backHref={model.backHref} />;
  const services = await loadServices(await upstreamContextFor(locale), locale, model.fareIds, model.trip.counts);
  if (!services.ok)
    return <FunnelProblem message={services.message} backHref={`/${locale}/book/pmsg?${model.search}`} />;
  return (
    <FunnelFrame step="services" itinerary={<FunnelItinerary stepper={model.stepper} />}>
      <ServicesForm
        search={model.search}
        trip={model.trip}
        catalogue={services.catalogue}
        policies={services.policies}
      />
    </FunnelFrame>
  );
}
