import { getTranslations } from 'next-intl/server';
import { RightsLevels } from '@/components/member/value/rights-levels';
import { MEMBER_RIGHTS_CATEGORY } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { sanitizeHtml } from '@/lib/domain/content-html';
import { GROWTH_PATH, RIGHTS_PATH } from '@/lib/domain/member-value-filters';
import { withoutUnbuiltLinks } from '@/lib/domain/site-destinations';
import { routing } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';
import { growthInfo } from '@/lib/upstream/member-value';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('MemberValue', 'rightsTitle');

/**
 * /member/account/rights (spec §2, §6 levels, §7 the CMS's rights explanation; decision 65): each level's rights from
 * the CMS in the page's language, read through the CMS cache like every content page (decision 7), the member's own
 * level marked when their growth could be read.
 */
export default async function RightsPage({ params }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, result, growth] = await Promise.all([
    getTranslations('MemberValue'),
    readCmsList(cmsLanguageOf(locale), MEMBER_RIGHTS_CATEGORY, 1, 20),
    upstreamContextFor(locale).then((context) => growthInfo(context, { months: 1, page: 1 })),
  ]);
  return (
    <MemberPageCard id="rights-heading" heading={t('rightsHeading')} intro={t('rightsIntro')}>
      {growth.ok && (
        <p className="text-slate-800">
          {t('rightsCurrent', { level: t(`levels.${growth.data.level}`) })}{' '}
          <Link href={GROWTH_PATH} className="inline-flex min-h-6 items-center text-brand-700 underline">
            {t('growthLink')}
          </Link>
        </p>
      )}
      {!result.ok ? (
        <LoadFailed message={t('loadFailed')} reloadHref={`/${locale}${RIGHTS_PATH}`} reloadLabel={t('reload')} />
      ) : result.data.list.length === 0 ? (
        <p className="text-slate-700">{t('rightsEmpty')}</p>
      ) : (
        <RightsLevels
          items={result.data.list.map((i) => ({
            level: i.summary ?? '',
            title: i.title,
            html: withoutUnbuiltLinks(sanitizeHtml(i.content ?? ''), routing.locales),
          }))}
          current={growth.ok ? growth.data.level : null}
        />
      )}
    </MemberPageCard>
  );
}
