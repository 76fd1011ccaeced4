import { getTranslations } from 'next-intl/server';
import { ContentUnavailable } from '@/app/[locale]/_content/section-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { ContentList } from '@/components/content/content-list';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import { cmsKeyOf } from '@/lib/contract';
import { isLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: '/agreement/index',
    title: t('titleTemplate', { title: t('agreement') }),
    description: t('agreementDescription'),
  });
}

/** Spec §2: /agreement/index with its children, the templates by type and the explanation. */
export default async function AgreementIndexPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, templates] = await Promise.all([
    getTranslations('Content'),
    readCmsList(cmsLanguageOf(locale), 'AGREEMENT_TEMPLATE', 1, 100),
  ]);
  if (!templates.ok) throw new ContentUnavailable('agreement templates');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb items={[{ label: t('agreement') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('agreement')}</h1>
      <p className="mt-2">
        <Link href="/agreement/explain" className="text-brand-700 underline">
          {t('agreementExplain')}
        </Link>
      </p>
      <ContentList
        items={templates.data.list.flatMap((i) => {
          const key = cmsKeyOf(i.id);
          return key ? [{ key, href: `/agreement/template/${key}`, ...i }] : [];
        })}
      />
    </div>
  );
}
