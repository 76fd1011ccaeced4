import { useTranslations } from 'next-intl';
import type { GrowthDetailData } from '@/lib/contract';
import { RIGHTS_PATH } from '@/lib/domain/member-value-filters';
import { Link } from '@/lib/i18n/navigation';

/**
 * The member's growth value and level (spec §3, §6; decision 65): the level is the higher of what this year's and
 * last year's growth reach, so it rises as growth comes in and falls at a year end; the next level's gap is this
 * year's.
 */
export function LevelSummary({ data, locale }: { data: GrowthDetailData; locale: string }) {
  const t = useTranslations('MemberValue');
  const facts = [
    ['growthValue', data.growthValue.toLocaleString(locale)],
    ['level', t(`levels.${data.level}`)],
    ['growthThisYear', data.growthThisYear.toLocaleString(locale)],
    ['growthLastYear', data.growthLastYear.toLocaleString(locale)],
  ] as const;
  return (
    <div className="space-y-2">
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([key, value]) => (
          <div key={key} className="rounded-md bg-slate-50 p-3">
            <dt id={`growth-${key}`} className="text-sm text-slate-700">
              {t(key)}
            </dt>
            <dd aria-labelledby={`growth-${key}`} className="mt-1 text-xl font-semibold text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-800">
        {data.next
          ? t('nextLevel', { level: t(`levels.${data.next.level}`), needed: data.next.needed.toLocaleString(locale) })
          : t('topLevel')}{' '}
        {t('levelRule')}{' '}
        <Link href={RIGHTS_PATH} className="inline-flex min-h-6 items-center text-brand-700 underline">
          {t('rightsLink')}
        </Link>
      </p>
    </div>
  );
}
