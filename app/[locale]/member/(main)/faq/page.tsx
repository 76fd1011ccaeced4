import { getTranslations } from 'next-intl/server';
import { MemberFaq } from '@/components/member/member-faq';
import { MEMBER_FAQ_CATEGORY, MEMBER_FAQ_PAGE_SIZE } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { faqGroups } from './faq-groups';
import { LoadFailed, MemberPageCard } from '../member-page';

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
    <MemberPageCard id="member-faq-heading" heading={t('heading')} intro={t('intro')}>
      {!result.ok ? (
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}/member/faq`} reloadLabel={t('reload')} />
      ) : groups.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ClientMessages locale={locale} paths={['MemberFaq']}>
          <MemberFaq groups={groups} />
        </ClientMessages>
      )}
    </MemberPageCard>
  );
}
