import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BannerList } from '@/components/content/banner-list';
import { contentMetadata, siteOrigin } from '@/app/[locale]/_content/content-metadata';
import { HomeNotices } from '@/components/content/home-notices';
import { JsonLd } from '@/components/content/json-ld';
import { FlightSearchForm } from '@/components/flight-search/flight-search-form';
import { cmsKeyOf } from '@/lib/contract';
import { LIST_SECTIONS } from '@/lib/domain/content-paths';
import { absoluteUrl } from '@/lib/domain/content-seo';
import { cityLanguageOf, findCityOption, type CityOption } from '@/lib/domain/city-search';
import { ClientMessages, SEARCH_MESSAGES } from '@/lib/i18n/client-messages';
import { airlineToday } from '@/lib/domain/airline-time';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { cityDictionary } from '@/lib/upstream/city';
import { cmsLanguageOf, readCmsList, type CmsList } from '@/lib/upstream/cms';
import { publicUpstreamContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/result';

/**
 * Decision 8: the home page is the same for everyone and cached; made again at most every minute, so a
 * CMS failure (the page then shows the search without banners and news) does not stay long. The
 * visitor's own parts (their city, login, currency, today's date) are filled in by the browser.
 */
export const revalidate = 60;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

/** Spec §2 City input: the default departure is Guangzhou (the form may replace it with the visitor's city). */
const DEFAULT_DEPARTURE = 'CAN';

async function defaultDeparture(locale: Locale): Promise<CityOption | null> {
  const dictionary = await cityDictionary(publicUpstreamContext(cmsLanguageOf(locale)));
  // Without the dictionary the form still works: the departure starts empty and the city input reports the failure.
  return dictionary.ok ? findCityOption(dictionary.data.cities, DEFAULT_DEPARTURE, cityLanguageOf(locale)) : null;
}

/** Home title and description come from the layout; this adds the canonical URL and hreflang pair. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return contentMetadata({ locale, path: '/', title: t('homeTitle'), description: t('homeDescription') });
}

type CmsPage = UpstreamResult<CmsList>;

/** A home list's entries, linked to their item pages; null when the CMS did not answer. */
function entriesOf(result: CmsPage, section: 'news' | 'notice') {
  if (!result.ok) return null;
  return result.data.list.flatMap((i) => {
    const key = cmsKeyOf(i.id);
    return key ? [{ key, href: LIST_SECTIONS[section].itemPath(key), title: i.title, publishTime: i.publishTime }] : [];
  });
}

/** Banners, notices and news from the CMS (cached reads: the page never waits on the CMS long). */
async function HomeContent({ locale }: { locale: Locale }) {
  const language = cmsLanguageOf(locale);
  const [t, site, banners, notices, news] = await Promise.all([
    getTranslations('HomeContent'),
    getTranslations('Metadata'),
    readCmsList(language, 'BANNER', 1, 5),
    readCmsList(language, 'NOTICE', 1, 6),
    readCmsList(language, 'NEWS', 1, 6),
  ]);
  const origin = siteOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Airline',
          name: site('siteName'),
          iataCode: 'YQ',
          url: absoluteUrl(origin, locale, '/'),
          logo: new URL('/favicon.ico', origin).toString(),
        }}
      />
      <BannerList banners={banners.ok ? banners.data.list : []} label={t('banners')} />
      <HomeNotices
        columns={[
          {
            title: t('notices'),
            moreHref: '/notice/noticeList',
            moreLabel: t('moreNotices'),
            items: entriesOf(notices, 'notice'),
          },
          { title: t('news'), moreHref: '/news/newList', moreLabel: t('moreNews'), items: entriesOf(news, 'news') },
        ]}
      />
    </>
  );
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, departure] = await Promise.all([getTranslations('Home'), defaultDeparture(locale)]);
  return (
    <>
      <section id="flight-search" className="scroll-mt-4 bg-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="text-3xl font-bold">{t('heading')}</h1>
          <p className="mt-2 text-brand-50">{t('intro')}</p>
          <div className="mt-6">
            <ClientMessages locale={locale} paths={SEARCH_MESSAGES} withShell={false}>
              <FlightSearchForm today={airlineToday()} defaultDeparture={departure} />
            </ClientMessages>
          </div>
        </div>
      </section>
      <HomeContent locale={locale} />
    </>
  );
}
