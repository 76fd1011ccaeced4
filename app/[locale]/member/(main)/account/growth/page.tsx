import { getTranslations } from 'next-intl/server';
import { LevelSummary } from '@/components/member/value/level-summary';
import { SignInCalendar } from '@/components/member/value/sign-in-calendar';
import { PeriodFilter, ValuePages } from '@/components/member/value/value-filters';
import { GrowthRecords } from '@/components/member/value/value-records';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { GROWTH_PATH, parseCalendarMonth, parseValueQuery, valueHref } from '@/lib/domain/member-value-filters';
import { GROWTH_PERIODS } from '@/lib/domain/member-value-rules';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { growthInfo, signInInfos } from '@/lib/upstream/member-value';
import { MemberUnavailable } from '../../member-unavailable';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('MemberValue', 'growthTitle');

/**
 * /member/account/growth (spec §2, §3 growth value and sign-in entry, §6 levels, §7 getSignInInfos; decision 65): the
 * growth value and level, the daily sign-in with its month calendar, and the growth records of the last 1, 3 or 6
 * months, server-rendered; period, page and the calendar's month are the URL's query.
 */
export default async function GrowthPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const search = await searchParams;
  const query = parseValueQuery(search, GROWTH_PERIODS);
  const month = parseCalendarMonth(search);
  const context = await upstreamContextFor(locale);
  const [t, growth, calendar] = await Promise.all([
    getTranslations('MemberValue'),
    growthInfo(context, { months: query.months as 1 | 3 | 6, page: query.page }),
    signInInfos(context, month ?? {}),
  ]);
  for (const r of [growth, calendar]) if (!r.ok && LOGIN_REQUIRED_CODES.includes(r.code)) return <MemberUnavailable />;
  if (!growth.ok || !calendar.ok)
    return (
      <MemberPageCard id="growth-heading" heading={t('growthHeading')}>
        <LoadFailed
          message={t('loadFailed')}
          reloadHref={`/${locale}${valueHref(GROWTH_PATH, query)}`}
          reloadLabel={t('reload')}
        />
      </MemberPageCard>
    );
  const data = growth.data;
  return (
    <MemberPageCard id="growth-heading" heading={t('growthHeading')}>
      <LevelSummary data={data} locale={locale} />
      <ClientMessages
        locale={locale}
        paths={['MemberValue.signIn', 'MemberValue.signedIn', 'MemberValue.signedInToday']}
      >
        <SignInCalendar data={calendar.data} locale={locale} />
      </ClientMessages>
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('growthRecordsHeading')}</h2>
      <PeriodFilter path={GROWTH_PATH} query={query} periods={GROWTH_PERIODS} from={data.from} />
      {data.records.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('growthEmpty', { months: query.months })}</p>
      ) : (
        <GrowthRecords records={data.records} locale={locale} />
      )}
      {data.total > 0 && <ValuePages path={GROWTH_PATH} query={query} total={data.total} pageSize={data.pageSize} />}
    </MemberPageCard>
  );
}
