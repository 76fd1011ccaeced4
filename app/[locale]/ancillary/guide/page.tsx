import { getTranslations } from 'next-intl/server';
import { ContentUnavailable } from '@/app/[locale]/_content/section-page';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { GuideList } from '@/components/self-service/guide-list';
import { SELF_SERVICE_GUIDE_CATEGORY } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { guideEntriesOf, selfServiceMetadata } from '../_lib/self-service-content';

/** Decision 8: cached for everyone, made again at most every 5 minutes; made on first visit. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** The most guides the page lists (the CMS's page size cap). */
const MAX_GUIDES = 100;

export const generateMetadata = selfServiceMetadata('/ancillary/guide', 'guides.heading', 'guides.description');

/**
 * /ancillary/guide (decision 31; spec §2): the self-service guides from the CMS (category
 * SELF_SERVICE_GUIDE) in the page's language, in the CMS's order, each leading to /ancillary/guideArticle/{id}.
 */
export default async function GuidePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [t, result] = await Promise.all([
    getTranslations('SelfService'),
    readCmsList(cmsLanguageOf(locale), SELF_SERVICE_GUIDE_CATEGORY, 1, MAX_GUIDES),
  ]);
  if (!result.ok) throw new ContentUnavailable('guide list');
  const items = guideEntriesOf(result.data.list);
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 px-4 py-8">
      <Breadcrumb items={[{ href: '/ancillary/selfService', label: t('title') }, { label: t('guides.heading') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('guides.heading')}</h1>
      <p className="mt-1 text-slate-700">{t('guides.description')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('guides.total', { count: result.data.count })}</p>
      <div className="mt-4">
        <GuideList items={items} />
      </div>
      <Link href="/ancillary/selfService" className="mt-6 inline-flex min-h-6 items-center text-brand-700 underline">
        {t('guides.toHall')}
      </Link>
    </div>
  );
}
