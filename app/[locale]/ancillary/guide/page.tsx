import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import { ContentUnavailable } from '@/app/[locale]/_content/section-page';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { GuideList } from '@/components/self-service/guide-list';
import { SELF_SERVICE_GUIDE_CATEGORY, cmsKeyOf } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';

/** Decision 8: cached for everyone, made again at most every 5 minutes; made on first visit. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

/** The most guides the page lists (the CMS's page size cap). */
const MAX_GUIDES = 100;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'SelfService' });
  const site = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: '/ancillary/guide',
    title: site('titleTemplate', { title: t('guides.heading') }),
    description: t('guides.description'),
  });
}

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
  const items = result.data.list.flatMap((g) => {
    const key = cmsKeyOf(g.id);
    return key ? [{ key, title: g.title, summary: g.summary }] : [];
  });
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
