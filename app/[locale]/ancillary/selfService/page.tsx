import { getTranslations } from 'next-intl/server';
import { GuideList } from '@/components/self-service/guide-list';
import { SelfServiceHall } from '@/components/self-service/hall';
import { buttonClass } from '@/components/ui/button';
import { SELF_SERVICE_GUIDE_CATEGORY } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readSession } from '@/lib/session';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { guideEntriesOf, selfServiceMetadata } from '../_lib/self-service-content';

/** What the hall's client parts read: its words and the network failure's. */
const CLIENT_MESSAGES = ['SelfService', 'Errors.networkAnomaly'] as const;

export const generateMetadata = selfServiceMetadata('/ancillary/selfService', 'title', 'metaDescription');

/**
 * /ancillary/selfService, the self-service hall (decision 31; spec §2, §5 Services, §8): find a trip as a
 * member (the order or ticket number of one's own order) or a visitor (with a passenger's name and the contact
 * phone), then every service each passenger can still use, each leading to its page, or why not. Below: the
 * guides from the CMS and the services that need no trip (low-price reminders, check-in, flight status). Rendered per
 * request: it reads the session to know which form to show.
 */
export default async function SelfServicePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, session, guides] = await Promise.all([
    getTranslations('SelfService'),
    readSession(),
    readCmsList(cmsLanguageOf(locale), SELF_SERVICE_GUIDE_CATEGORY, 1, 6),
  ]);
  const items = guides.ok ? guideEntriesOf(guides.data.list) : [];
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-8 px-4 py-6 sm:py-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <SelfServiceHall member={!!session} />
        <nav aria-labelledby="hall-more" className="space-y-3">
          <h2 id="hall-more" className="text-lg font-semibold text-slate-900">
            {t('more.heading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link href="/ancillary/lowPriceRemind" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('more.lowPriceRemind')}
            </Link>
            <Link href="/checkIn" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('more.checkIn')}
            </Link>
            <Link href="/flightDynamics" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('more.flightStatus')}
            </Link>
            <Link href="/ancillary/guide" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              {t('more.guide')}
            </Link>
          </div>
        </nav>
        {items.length > 0 && (
          <section aria-labelledby="hall-guides" className="space-y-3">
            <h2 id="hall-guides" className="text-lg font-semibold text-slate-900">
              {t('guides.heading')}
            </h2>
            <GuideList items={items} compact />
            <Link href="/ancillary/guide" className="inline-flex min-h-6 items-center text-brand-700 underline">
              {t('guides.all')}
            </Link>
          </section>
        )}
      </div>
    </ClientMessages>
  );
}
