import { getTranslations } from 'next-intl/server';
import { MemberOrderFilters, MemberOrderPages, MemberOrderTabs } from '@/components/order/member-order-filters';
import { MemberOrderList } from '@/components/order/member-order-list';
import { Card } from '@/components/ui/card';
import { LOGIN_REQUIRED_CODES } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { orderListHref, pageCount, parseOrderListQuery, upstreamOrderQuery } from '@/lib/domain/order-filters';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { myOrders } from '@/lib/upstream/orders';
import { MemberUnavailable } from '../member-unavailable';
import { renderedAt } from '@/lib/domain/rendered-at';

export const generateMetadata = privatePageMetadata('MemberOrders', 'title');

/**
 * /member/order (spec §2 member shell): the member's orders, server-rendered from GET my-order. Tabs, period,
 * type, page and page size are the URL's query (lib/domain/order-filters.ts); a value it does not know is
 * its default, so any URL renders. A refused token is 'user verification failed' like the other member
 * pages; any other upstream failure is the spec's 'query exception', with the filters still there to retry.
 */
export default async function MemberOrdersPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const query = parseOrderListQuery(await searchParams);
  const [t, result] = await Promise.all([
    getTranslations('MemberOrders'),
    myOrders(await upstreamContextFor(locale), upstreamOrderQuery(query)),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  const pages = result.ok ? pageCount(result.data.total, query.pageSize) : 1;

  return (
    <Card as="section" padding="lg" aria-labelledby="member-orders-heading" className="space-y-4">
      <h1 id="member-orders-heading" className="text-2xl font-semibold text-slate-900">
        {t('heading')}
      </h1>
      <MemberOrderTabs query={query} />
      <MemberOrderFilters query={query} />
      {!result.ok ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{t('loadFailed')}</p>
          {/* A whole new load (not a client navigation to the same URL), so the list is asked for again. */}
          <a href={`/${locale}${orderListHref(query)}`} className="mt-2 inline-flex min-h-6 items-center underline">
            {t('reload')}
          </a>
        </div>
      ) : result.data.list.length === 0 ? (
        <div className="rounded-md bg-slate-50 p-4 text-slate-800" data-testid="member-orders-empty">
          {result.data.total > 0 && query.pageNo > pages ? (
            <>
              <p>{t('pastLastPage', { page: query.pageNo })}</p>
              <Link
                href={orderListHref(query, { pageNo: 1 })}
                className="mt-2 inline-flex min-h-6 items-center underline"
              >
                {t('firstPage')}
              </Link>
            </>
          ) : (
            <p>{t('empty', { tab: query.tab, period: query.period, type: query.type })}</p>
          )}
        </div>
      ) : (
        <MemberOrderList orders={result.data.list} locale={locale} nowMs={renderedAt()} />
      )}
      {result.ok && result.data.total > 0 && (
        <MemberOrderPages query={query} total={result.data.total} locale={locale} />
      )}
    </Card>
  );
}
