import { getTranslations } from 'next-intl/server';
import { MemberFaq } from '@/components/member/member-faq';
import { Card } from '@/components/ui/card';
import { MEMBER_FAQ_CATEGORY, MEMBER_FAQ_PAGE_SIZE } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { faqGroups } from './faq-groups';

export const generateMetadata = privatePageMetadata('MemberFaq', 'title');

/**
 * /member/faq (spec §2 member shell): the member FAQ from the CMS in the page's language, server-rendered
 * by group; the search box narrows it in the browser. The column is public content, so it is read through
 * the CMS cache like every content page (decision 7); the page itself is the member's. A CMS failure is a
 * localized line with a reload link, never a crash.
 */
export default async function MemberFaqPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('MemberFaq'),
    readCmsList(cmsLanguageOf(locale), MEMBER_FAQ_CATEGORY, 1, MEMBER_FAQ_PAGE_SIZE),
  ]);
  const groups = result.ok ? faqGroups(result.data.list, t('otherGroup')) : [];

  return (
    <Card as="section" padding="lg" aria-labelledby="member-faq-heading" className="space-y-4">
      <h1 id="member-faq-heading" className="text-2xl font-semibold text-slate-900">
        {t('heading')}
      </h1>
      <p className="text-slate-700">{t('intro')}</p>
      {!result.ok ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('loadFailed')}</p>
          <a href={`/${locale}/member/faq`} className="mt-2 inline-flex min-h-6 items-center underline">
            {t('reload')}
          </a>
        </div>
      ) : groups.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ClientMessages locale={locale} paths={['MemberFaq']}>
          <MemberFaq groups={groups} />
        </ClientMessages>
      )}
    </Card>
  );
}
