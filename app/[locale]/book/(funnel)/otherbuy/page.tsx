import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { FunnelFrame, FunnelProblem } from '@/components/booking/funnel-frame';
import { ServicesForm } from '@/components/booking/services-form';
import { FunnelItinerary } from '../pmsg/funnel-itinerary';
import { loadFunnel } from '../pmsg/load-funnel';
import { loadServices } from './load-services';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('BookingFunnel', 'servicesTitle');

/** /book/otherbuy: baggage, meals, insurance, seats, priority boarding and a mailed itinerary. */
export default async function ServicesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
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
