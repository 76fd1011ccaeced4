import { getTranslations } from 'next-intl/server';
import { FlightStatusLive } from '@/components/flight-status/flight-status-live';
import { FlightStatusSearch } from '@/components/flight-status/flight-status-search';
import { buttonClass } from '@/components/ui/button';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { FlightStatusData } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { cityLanguageOf, findCityOption, type CityOption } from '@/lib/domain/city-search';
import {
  flightStatusDateRange,
  flightStatusParams,
  flightStatusQueryOf,
  refreshIntervalMs,
  validateFlightStatusQuery,
  type FlightStatusIssues,
  type FlightStatusQuery,
} from '@/lib/domain/flight-status-rules';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { QueryPageProps } from '@/lib/i18n/page-metadata';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cityDictionary } from '@/lib/upstream/city';
import { cmsLanguageOf } from '@/lib/upstream/cms';
import { publicUpstreamContext } from '@/lib/upstream/context';
import { queryFlightStatus, refusedIssues } from '@/lib/upstream/flight-status';
import { FlightStatusCityField } from './city-field';

/** The page's client parts read these: the form, the city input, the refreshing results. */
const CLIENT_MESSAGES = ['FlightStatus', 'CityInput'] as const;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'FlightStatus' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return { title: site('titleTemplate', { title: t('title') }), description: t('description') };
}

type Answer =
  | { kind: 'none' }
  | { kind: 'refused'; issues: FlightStatusIssues }
  | { kind: 'failed' }
  | { kind: 'flights'; data: FlightStatusData };

/** Spec §5's rules first (nothing is asked of airline-api for a query they refuse), then queryflt. */
async function answerOf(locale: Locale, query: FlightStatusQuery | null, today: string): Promise<Answer> {
  if (!query) return { kind: 'none' };
  const issues = validateFlightStatusQuery(query, today);
  if (Object.keys(issues).length) return { kind: 'refused', issues };
  const result = await queryFlightStatus(await upstreamContextFor(locale), query);
  if (result.ok) return { kind: 'flights', data: result.data };
  const refused = refusedIssues(result);
  return refused ? { kind: 'refused', issues: refused } : { kind: 'failed' };
}

/** The cities the URL names, as the city inputs show them; none when the dictionary cannot be read. */
async function namedCities(locale: Locale, query: FlightStatusQuery | null) {
  const none = { dep: null, arr: null } as { dep: CityOption | null; arr: CityOption | null };
  if (query?.by !== 'route') return none;
  const dictionary = await cityDictionary(publicUpstreamContext(cmsLanguageOf(locale)));
  if (!dictionary.ok) return none;
  const lang = cityLanguageOf(locale);
  const find = (code: string, type?: CityOption['type']) =>
    code ? findCityOption(dictionary.data.cities, code, lang, type) : null;
  return { dep: find(query.dep, query.depType), arr: find(query.arr, query.arrType) };
}

/**
 * /flightDynamics (spec §2 Flight and ticket services, §4 flight dynamics statuses, §5 its rules, §7
 * queryflt): flight status by route or by flight number. Rendered on the server, per request, from the
 * query in the URL (?dep=&arr=&date= or ?flightNo=&date=), so a status can be shared and reloaded; the
 * results then refresh themselves while the page is open (every 60 s; `?refresh=` asks for a shorter
 * interval, at least 5 s, which only makes the visitor's own tab read more often and is limited per
 * address by the BFF). A refused query is said beside its fields; a failure of airline-api is a localized
 * alert with a link to ask again, never a crash.
 */
export default async function FlightDynamicsPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const query = flightStatusQueryOf(search);
  const today = airlineToday();
  const range = flightStatusDateRange(today);
  const [t, answer, cities] = await Promise.all([
    getTranslations('FlightStatus'),
    answerOf(locale, query, today),
    namedCities(locale, query),
  ]);
  const issues = answer.kind === 'refused' ? answer.issues : {};
  const error = (field: keyof FlightStatusIssues) => {
    const key = issues[field];
    return key ? t(`errors.${key}`, range) : undefined;
  };
  const self = `/${locale}/flightDynamics`;
  const again = query ? `${self}?${new URLSearchParams(flightStatusParams(query)).toString()}` : self;
  const refresh = [search.refresh].flat()[0];

  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <div className="mt-4 rounded-lg border border-slate-300 bg-white p-4">
          <FlightStatusSearch
            action={self}
            by={query?.by ?? 'route'}
            flightNo={query?.by === 'flight' ? query.flightNo : ''}
            date={query?.date || today}
            range={range}
            errors={{ flightNo: error('flightNo'), date: error('date') }}
            cityFields={{
              dep: (
                <FlightStatusCityField
                  id="flight-status-dep"
                  name="dep"
                  label={t('from')}
                  initial={cities.dep}
                  error={error('dep')}
                />
              ),
              arr: (
                <FlightStatusCityField
                  id="flight-status-arr"
                  name="arr"
                  label={t('to')}
                  initial={cities.arr}
                  error={error('arr')}
                />
              ),
            }}
          />
        </div>
        {answer.kind === 'failed' && (
          <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            <p>{t('loadFailed')}</p>
            <a href={again} className={buttonClass({ variant: 'link' }, 'mt-2 min-h-6')}>
              {t('retry')}
            </a>
          </div>
        )}
        {answer.kind === 'flights' && query && (
          <FlightStatusLive
            query={flightStatusParams(query)}
            initial={answer.data}
            intervalMs={refreshIntervalMs(refresh)}
          />
        )}
      </div>
    </ClientMessages>
  );
}
