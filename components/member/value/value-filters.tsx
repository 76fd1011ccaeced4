import { useTranslations } from 'next-intl';
import { LinkChipGroup } from '@/components/ui/link-chips';
import { valueHref, valuePageCount, type ValueQuery } from '@/lib/domain/member-value-filters';
import { Link } from '@/lib/i18n/navigation';

/**
 * The period of a points or growth list (spec §2: points by 1, 2 or 3 months, growth by 1, 3 or 6) as links, and the
 * pages under it (decision 17: they work without JavaScript and survive reload and Back).
 */
export function PeriodFilter({
  path,
  query,
  periods,
  from,
}: {
  path: string;
  query: ValueQuery;
  periods: readonly number[];
  from: string;
}) {
  const t = useTranslations('MemberValue');
  return (
    <div className="space-y-2">
      <LinkChipGroup
        label={t('periodLabel')}
        testId="value-periods"
        chips={periods.map((months) => ({
          key: String(months),
          href: valueHref(path, query, { months }),
          current: months === query.months,
          label: t('period', { months }),
        }))}
      />
      <p className="text-sm text-slate-700">{t('since', { date: from })}</p>
    </div>
  );
}

export function ValuePages({
  path,
  query,
  total,
  pageSize,
}: {
  path: string;
  query: ValueQuery;
  total: number;
  pageSize: number;
}) {
  const t = useTranslations('MemberValue');
  const pages = valuePageCount(total, pageSize);
  const base = 'inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm';
  const idle = `${base} border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`;
  const link = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={valueHref(path, query, { page })} className={idle}>
        {label}
      </Link>
    ) : (
      <span className={`${base} text-slate-500`}>{label}</span>
    );
  return (
    <nav aria-label={t('pagesLabel')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{t('summary', { total, page: Math.min(query.page, pages), pages })}</p>
      <ul className="flex items-center gap-2">
        <li>{link(Math.min(query.page - 1, pages), t('previous'), query.page > 1)}</li>
        <li>{link(query.page + 1, t('next'), query.page < pages)}</li>
      </ul>
    </nav>
  );
}
