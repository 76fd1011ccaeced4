import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { contentMetadata } from '@/app/[locale]/_content/content-metadata';
import { ContentUnavailable } from '@/app/[locale]/_content/section-page';
import { ArticleView } from '@/components/content/article-view';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { GuideList, guideHref } from '@/components/self-service/guide-list';
import { CmsCategory, cmsKeyOf } from '@/lib/contract';
import { plainText } from '@/lib/domain/content-html';
import { describe } from '@/lib/domain/content-seo';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsItem, readCmsList } from '@/lib/upstream/cms';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Decision 8: made on first visit, cached for 5 minutes. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const result = await readCmsItem(cmsLanguageOf(locale), CmsCategory.SELF_SERVICE_GUIDE, id);
  if (!result.ok || !result.data) return {};
  const site = await getTranslations({ locale, namespace: 'Content' });
  return contentMetadata({
    locale,
    path: guideHref(id),
    title: site('titleTemplate', { title: result.data.title }),
    description: describe(result.data.summary ?? plainText(result.data.content ?? '')),
    type: 'article',
  });
}

/**
 * /ancillary/guideArticle/{id} (decision 31; spec §2): one guide, its CMS HTML sanitized as every content
 * page's (components/content ContentHtml), with the other guides beside it and the way to the hall. An id with no
 * guide in this language is a 404.
 */
export default async function GuideArticlePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const language = cmsLanguageOf(locale);
  const [t, result, list] = await Promise.all([
    getTranslations('SelfService'),
    readCmsItem(language, CmsCategory.SELF_SERVICE_GUIDE, id),
    readCmsList(language, CmsCategory.SELF_SERVICE_GUIDE, 1, 20),
  ]);
  if (result.ok && !result.data) notFound();
  if (!result.ok) throw new ContentUnavailable('guide');
  const item = result.data!;
  const others = list.ok
    ? list.data.list.flatMap((g) => {
        const key = cmsKeyOf(g.id);
        return key && key !== id ? [{ key, title: g.title, summary: g.summary }] : [];
      })
    : [];
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 px-4 py-8">
      <Breadcrumb
        items={[
          { href: '/ancillary/selfService', label: t('title') },
          { href: '/ancillary/guide', label: t('guides.heading') },
          { label: item.title },
        ]}
      />
      <ArticleView
        title={item.title}
        html={item.content}
        backHref="/ancillary/guide"
        aside={
          <>
            <Link
              href="/ancillary/selfService"
              className="mb-4 inline-flex min-h-6 items-center font-medium text-brand-700 underline"
            >
              {t('guides.toHall')}
            </Link>
            {others.length > 0 && (
              <>
                <h2 className="mb-3 font-semibold text-slate-900">{t('guides.others')}</h2>
                <GuideList items={others} compact />
              </>
            )}
          </>
        }
      />
    </div>
  );
}
