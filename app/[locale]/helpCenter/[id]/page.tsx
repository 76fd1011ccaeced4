import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { ShortTitleList } from '@/components/content/short-title-list';
import { cmsKeyOf } from '@/lib/contract';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  return singleMetadata(locale, { category: 'HELP', itemKey: id, path: `/helpCenter/${id}` });
}

/** A help-centre article with the other topics beside it. */
export default async function HelpCenterPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const [t, topics] = await Promise.all([
    getTranslations('Content'),
    readCmsList(cmsLanguageOf(locale), 'HELP', 1, 100),
  ]);
  const entries = topics.ok
    ? topics.data.list.flatMap((i) => {
        const key = cmsKeyOf(i.id);
        return key ? [{ key, href: `/helpCenter/${key}`, title: i.title, publishTime: i.publishTime }] : [];
      })
    : [];
  return (
    <SinglePage
      locale={locale}
      category="HELP"
      itemKey={id}
      path={`/helpCenter/${id}`}
      crumbs={[{ label: t('helpCenter') }]}
      aside={
        entries.length > 0 && (
          <nav aria-label={t('helpTopics')}>
            <h2 className="mb-3 font-semibold text-slate-900">{t('helpTopics')}</h2>
            <ShortTitleList items={entries} dated={false} />
          </nav>
        )
      }
    />
  );
}
