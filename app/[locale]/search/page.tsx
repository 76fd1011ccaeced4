import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SiteSearchForm } from '@/components/content/site-search-form';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'SiteSearch' });
  const site = await getTranslations({ locale, namespace: 'Content' });
  return {
    title: site('titleTemplate', { title: t('title') }),
    description: t('description'),
    robots: { index: false },
  };
}

/** The search form's target: a keyword goes to /search/{q} (spec §2). */
export default async function SearchFormPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const q = [(await searchParams).q].flat()[0]?.trim();
  if (q) redirect(`/${locale}/search/${encodeURIComponent(q)}`);
  const t = await getTranslations('SiteSearch');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <SiteSearchForm locale={locale} />
    </div>
  );
}
