import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { LinkChipGroup } from '@/components/ui/link-chips';
import {
  DEFAULT_ORDER_LIST_QUERY,
  ORDER_PAGE_SIZES,
  ORDER_PERIODS,
  ORDER_TABS,
  ORDER_TYPE_FILTERS,
  orderListHref,
  pageCount,
  pageWindow,
  type OrderListQuery,
} from '@/lib/domain/order-filters';
import { Link } from '@/lib/i18n/navigation';

/**
 * The list's tabs, period and type filters, page size and pages. Every one is a plain link or a GET form
 * (docs/decisions/0017): they work without JavaScript, survive reload and Back, and can be shared. The
 * chosen link of each group says so with aria-current.
 */

/** Tabs All / Pending payment / Paid: links, the chosen one aria-current="page". */
export function MemberOrderTabs({ query }: { query: OrderListQuery }) {
  const t = useTranslations('MemberOrders');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex border-b border-slate-300">
        {ORDER_TABS.map((tab) => {
          const selected = tab === query.tab;
          return (
            <li key={tab} className="min-w-0 flex-1 sm:flex-none">
              <Link
                href={orderListHref(query, { tab })}
                aria-current={selected ? 'page' : undefined}
                className={[
                  '-mb-px flex min-h-11 items-center justify-center border-b-2 px-2 text-center text-sm sm:px-5 sm:text-base',
                  selected
                    ? 'border-brand-700 font-semibold text-brand-700'
                    : 'border-transparent text-slate-800 hover:text-brand-700',
                ].join(' ')}
              >
                {t(`tab.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The period (within 3 months, over 3 months, over a year) and the order type, as groups of links. */
export function MemberOrderFilters({ query }: { query: OrderListQuery }) {
  const t = useTranslations('MemberOrders');
  return (
    <div className="space-y-3">
      <LinkChipGroup
        label={t('periodLabel')}
        chips={ORDER_PERIODS.map((period) => ({
          key: period,
          href: orderListHref(query, { period }),
          current: period === query.period,
          label: t(`period.${period}`),
        }))}
      />
      <LinkChipGroup
        label={t('typeLabel')}
        chips={ORDER_TYPE_FILTERS.map((type) => ({
          key: type,
          href: orderListHref(query, { type }),
          current: type === query.type,
          label: t(`type.${type}`),
        }))}
      />
    </div>
  );
}

type PagesProps = { query: OrderListQuery; total: number; locale: string };

/** Previous, numbered and next page links, the count, and the page-size choice (a GET form). */
export function MemberOrderPages({ query, total, locale }: PagesProps) {
  const t = useTranslations('MemberOrders');
  const pages = pageCount(total, query.pageSize);
  const pageLink = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm';
  const idle = `${pageLink} border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`;
  // The other filters travel with the form as they are; the page starts again at 1.
  const kept = (['tab', 'period', 'type'] as const).filter((k) => query[k] !== DEFAULT_ORDER_LIST_QUERY[k]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t('paginationLabel')}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {query.pageNo > 1 ? (
              <Link href={orderListHref(query, { pageNo: Math.min(query.pageNo - 1, pages) })} className={idle}>
                {t('previous')}
              </Link>
            ) : (
              <span className={`${pageLink} text-slate-500`}>{t('previous')}</span>
            )}
          </li>
          {pageWindow(Math.min(query.pageNo, pages), pages).map((n, i) =>
            n === 'gap' ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-700">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  href={orderListHref(query, { pageNo: n })}
                  aria-label={t('pageLabel', { page: n })}
                  aria-current={n === query.pageNo ? 'page' : undefined}
                  className={n === query.pageNo ? `${pageLink} bg-brand-700 font-semibold text-white` : idle}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
          <li>
            {query.pageNo < pages ? (
              <Link href={orderListHref(query, { pageNo: query.pageNo + 1 })} className={idle}>
                {t('next')}
              </Link>
            ) : (
              <span className={`${pageLink} text-slate-500`}>{t('next')}</span>
            )}
          </li>
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" data-testid="order-count">
          {t('summary', { total, page: query.pageNo, pages })}
        </p>
        <form method="get" action={`/${locale}/member/order`} className="flex items-center gap-2">
          {kept.map((k) => (
            <input key={k} type="hidden" name={k} value={query[k]} />
          ))}
          <label htmlFor="member-orders-page-size" className="text-sm text-slate-700">
            {t('pageSize')}
          </label>
          <select
            id="member-orders-page-size"
            name="pageSize"
            defaultValue={query.pageSize}
            className="min-h-10 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
          >
            {ORDER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('apply')}
          </button>
        </form>
      </div>
    </div>
  );
}
