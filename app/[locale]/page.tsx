import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FlightSearchForm } from '@/components/search/flight-search-form';
import { upstreamContextFor } from '@/lib/bff/request-context';
import { cityLanguageOf, findCityOption, type CityOption } from '@/lib/domain/city-search';
import { airportDate } from '@/lib/i18n/format';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cityDictionary } from '@/lib/upstream/city';

/** Spec §2 City input: the default departure is Guangzhou (the form may replace it with the visitor's city). */
const DEFAULT_DEPARTURE = 'CAN';

async function defaultDeparture(locale: Locale): Promise<CityOption | null> {
  const dictionary = await cityDictionary(await upstreamContextFor(locale));
  // Without the dictionary the form still works: the departure starts empty and the city input reports the failure.
  return dictionary.ok ? findCityOption(dictionary.data.cities, DEFAULT_DEPARTURE, cityLanguageOf(locale)) : null;
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, departure] = await Promise.all([getTranslations('Home'), defaultDeparture(locale)]);
  return (
    <section className="bg-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <p className="mt-2 text-brand-50">{t('intro')}</p>
        <div className="mt-6">
          <FlightSearchForm today={airportDate(new Date(), 'Asia/Shanghai')} defaultDeparture={departure} />
        </div>
      </div>
    </section>
  );
}
