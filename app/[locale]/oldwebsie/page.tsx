import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { isShownIn, SITE_DESTINATIONS, type SiteDestination } from '@/lib/domain/site-destinations';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

/** Decision 8: the same for everyone, made again at most every 5 minutes. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'OldWebsite' });
  // A landing for old bookmarks: search engines should send people to the pages it names, not to it.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The old site's sections and where each one is now, in the old site's menu order. */
const MOVED: { key: keyof Messages['OldWebsite']['sections']; destination: SiteDestination }[] = [
  { key: 'booking', destination: 'book' },
  { key: 'checkIn', destination: 'checkIn' },
  { key: 'flightStatus', destination: 'flightStatus' },
  { key: 'ticketValidation', destination: 'ticketValidation' },
  { key: 'selfService', destination: 'travelServices' },
  { key: 'changes', destination: 'changeDate' },
  { key: 'refunds', destination: 'refunds' },
  { key: 'seasonTickets', destination: 'seasonTickets' },
  { key: 'firstService', destination: 'firstService' },
  { key: 'news', destination: 'news' },
  { key: 'notices', destination: 'notices' },
  { key: 'routes', destination: 'routeNetwork' },
  { key: 'more', destination: 'otherServices' },
];

/**
 * /oldwebsie (spec §2 Flight and ticket services; decision 74): where a visitor from the old website lands. A page,
 * not a redirect: it says the site has moved and lists each old section with the page that does it now (only
 * built ones; zh-CN only ones in Chinese only), so an old bookmark finds its way in either language.
 */
export default async function OldWebsitePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('OldWebsite');
  const moved = MOVED.filter((m) => isShownIn(m.destination, locale));
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <Card as="section" padding="md" aria-labelledby="old-website-moved" className="space-y-3">
        <h2 id="old-website-moved" className="font-semibold text-slate-900">
          {t('movedHeading')}
        </h2>
        <ul className="divide-y divide-slate-100">
          {moved.map((m) => (
            <li key={m.key} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm text-slate-700">{t(`sections.${m.key}.old`)}</span>
              <Link
                href={SITE_DESTINATIONS[m.destination].path}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
              >
                {t(`sections.${m.key}.now`)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-sm text-slate-700">
        {t('accounts')}{' '}
        <Link href="/login" className="inline-flex min-h-6 items-center text-brand-700 underline">
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
