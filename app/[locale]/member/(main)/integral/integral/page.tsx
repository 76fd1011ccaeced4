import { getTranslations } from 'next-intl/server';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { PeriodFilter, ValuePages } from '@/components/member/value/value-filters';
import { PointsRecords } from '@/components/member/value/value-records';
import { buttonClass } from '@/components/ui/button';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { parseValueQuery, POINTS_PATH, SUPPLEMENT_PATH, valueHref } from '@/lib/domain/member-value-filters';
import { POINTS_PERIODS } from '@/lib/domain/member-value-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { pointsDetail } from '@/lib/upstream/member-value';
import { MemberUnavailable } from '../../member-unavailable';
import { LoadFailed, MemberPageCard } from '../../member-page';

export const generateMetadata = privatePageMetadata('MemberValue', 'pointsTitle');

/**
 * /member/integral/integral (spec §2, §3 summary, §9 100 points = 1 unit; decision 65): the member's points, what
 * they are worth, and their records of the last 1, 2 or 3 months, server-rendered; period and page are the URL's
 * query. An expired certification says points are limited until it is renewed (spec §6).
 */
export default async function PointsPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const query = parseValueQuery(await searchParams, POINTS_PERIODS);
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([
    getTranslations('MemberValue'),
    pointsDetail(context, { months: query.months as 1 | 2 | 3, page: query.page }),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  if (!result.ok)
    return (
      <MemberPageCard id="points-heading" heading={t('pointsHeading')}>
        <LoadFailed
          message={t('loadFailed')}
          reloadHref={`/${locale}${valueHref(POINTS_PATH, query)}`}
          reloadLabel={t('reload')}
        />
      </MemberPageCard>
    );
  const data = result.data;
  // Points pay in yuan (fen) whatever currency prices are shown in; a dollar order converts them (decision 65).
  const worth = formatMoney(data.currentPoints, 'CNY', locale, { fraction: 'always' });
  return (
    <MemberPageCard id="points-heading" heading={t('pointsHeading')}>
      {data.certification.expired && <RealNameExpiredNotice />}
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-md bg-slate-50 p-4">
        <dl>
          <dt id="points-balance" className="text-sm text-slate-700">
            {t('currentPoints')}
          </dt>
          <dd aria-labelledby="points-balance" className="mt-1 text-3xl font-semibold text-slate-900">
            {data.currentPoints.toLocaleString(locale)}
          </dd>
          <dd className="mt-1 text-sm text-slate-700">{t('pointsWorth', { worth })}</dd>
        </dl>
        <Link href={SUPPLEMENT_PATH} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('supplementLink')}
        </Link>
      </div>
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{t('pointsRecordsHeading')}</h2>
      <PeriodFilter path={POINTS_PATH} query={query} periods={POINTS_PERIODS} from={data.from} />
      {data.records.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800" data-testid="points-empty">
          {t('pointsEmpty', { months: query.months })}
        </p>
      ) : (
        <PointsRecords records={data.records} locale={locale} />
      )}
      {data.total > 0 && <ValuePages path={POINTS_PATH} query={query} total={data.total} pageSize={data.pageSize} />}
    </MemberPageCard>
  );
}
