import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { orderPageHref } from '@/components/order/order-format';
import { RefundForm } from '@/components/refund/refund-form';
import { hasRefundableTicket } from '@/components/refund/refund-rules';
import { RefundTrackerList } from '@/components/refund/refund-tracker';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { refundList } from '@/lib/upstream/refunds';
import { OrderNotAvailable, orderForChange } from '../../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../../_order-changes/order-page-parts';

/** The form reads these in the browser: its own words, the tracker's, the ticket statuses and the guardian rule. */
const CLIENT_MESSAGES = [
  'Refund',
  'RefundTracker',
  'Order.notIssued',
  'Order.ticketStatus',
  'Order.productStatus',
  'Errors.7100002',
] as const;

type Props = {
  params: Promise<{ locale: string; orderNo: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * ?type=INVOLUNTARY&segment=N, as /ancillary/abnormalEntry links here for an irregular flight (decision 32): the
 * type preselected and that segment's tickets chosen; anything else is the plain form.
 */
function initialOf(query: Record<string, string | string[] | undefined>) {
  const type = query.type === 'INVOLUNTARY' ? ('INVOLUNTARY' as const) : undefined;
  const segment =
    typeof query.segment === 'string' && /^[0-3]$/.test(query.segment) ? Number(query.segment) : undefined;
  return type || segment !== undefined ? { refundType: type, segmentIndex: segment } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Refund' });
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

/**
 * /refunds/selair/{orderNo} (spec §2 Order changes; §3 refund application; §4; §5 refund rules; §9; decision 23):
 * the order's refund applications so far and the form of a new one. The order is read as the member's own by the
 * token, or as one this browser made or looked up (the visitor order seal: orderForBrowser); the applications with
 * the same scope. Without access, or for another's order, the page says how to find the order, the same whether
 * it exists or not. Rendered per request (it reads the session and the seal); private, so not indexed.
 */
export default async function RefundPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const initial = initialOf((await searchParams) ?? {});
  const { orderNo } = await params;
  const t = await getTranslations('Refund');
  const access = await orderForChange(locale, orderNo);

  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="refund-no-access" />;
  if (access.kind === 'failed')
    return <LoadFailedPage t={t} heading={t('heading')} reloadHref={`/${locale}/refunds/selair/${orderNo}`} />;

  const { order } = access;
  const listed = await callForOrder(locale, order.orderNo, (context, visitor) =>
    refundList(context, { orderNo: order.orderNo, visitor }),
  );
  const applications = listed.ok ? listed.data.list : [];
  const orderHref = orderPageHref(order);
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-4xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        <OrderPageHead t={t} order={order} heading={t('heading')} />
        {(applications.length > 0 || !listed.ok) && (
          <section aria-labelledby="refund-earlier" className="space-y-3">
            <h2 id="refund-earlier" className="text-lg font-semibold text-slate-900">
              {t('earlierHeading')}
            </h2>
            {listed.ok ? (
              <RefundTrackerList applications={applications} locale={locale} />
            ) : (
              <p className="text-sm text-red-700">{t('listFailed')}</p>
            )}
          </section>
        )}
        {hasRefundableTicket(order) ? (
          <RefundForm order={order} locale={locale} orderHref={orderHref} initial={initial} />
        ) : (
          <p className="rounded-md bg-slate-50 p-4 text-slate-700" data-testid="refund-nothing">
            {t('nothingRefundable')}
          </p>
        )}
      </div>
    </ClientMessages>
  );
}
