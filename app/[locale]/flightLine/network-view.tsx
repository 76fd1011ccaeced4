import { getTranslations } from 'next-intl/server';
import { ContentProblem } from '@/components/content/content-problem';
import { OriginPicker } from '@/components/content/origin-picker';
import { RouteNetworkTable } from '@/components/content/route-network-table';
import { TimetableTable } from '@/components/content/timetable-table';
import { chosenOrigin } from '@/lib/domain/content-network';
import type { Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readRouteNetwork } from '@/lib/upstream/cms';

type Props = { locale: Locale; from: string | undefined; view: 'network' | 'timetable'; basePath: string };

/** The route network or the timetable of one origin, rendered on the server from airline-api's schedule. */
export async function NetworkView({ locale, from, view, basePath }: Props) {
  const [t, network] = await Promise.all([getTranslations('FlightLine'), readRouteNetwork(cmsLanguageOf(locale))]);
  if (!network.ok) {
    return (
      <div className="mt-4">
        <ContentProblem retryHref={`/${locale}${basePath}`} />
      </div>
    );
  }
  const origin = chosenOrigin(network.data.origins, from);
  if (!origin) return null;
  return (
    <>
      <OriginPicker origins={network.data.origins} current={origin.code} basePath={basePath} label={t('origins')} />
      {view === 'network' ? (
        <RouteNetworkTable origin={origin} locale={locale} />
      ) : (
        <TimetableTable origin={origin} locale={locale} />
      )}
    </>
  );
}
