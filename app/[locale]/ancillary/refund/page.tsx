import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { orderPageHref } from '@/components/order/order-format';
import { AddOnRefundForm } from '@/components/refund/add-on-refund-form';
import { RefundTrackerList } from '@/components/refund/refund-tracker';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { addOnRefundList } from '@/lib/upstream/add-on-refunds';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../_order-changes/order-page-parts';

/** The form reads these in the browser: its own words, the tracker's, and the network failure's. */
const CLIENT_MESSAGES = ['AddOnRefund', 'RefundTracker', 'Errors.networkAnomaly'] as const;

export const generateMetadata = privatePageMetadata('AddOnRefund', 'title');

/**
 * /ancillary/refund?orderNo= (spec §2; decisions 23 and 26): the add-ons of an
 * order refunded without its ticket. The order is read as the member's own by the token, or as one this browser made
 * or looked up (the visitor order seal: orderForChange); its add-ons, their windows and the applications of add-ons
 * so far with the same scope. Without access, or for another's order, the page says how to find the order, the same
 * whether it exists or not. Rendered per request (it reads the session and the seal); private, so not indexed.
 */
export default async function AddOnRefundPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const orderNo = typeof query.orderNo === 'string' ? query.orderNo : '';
  const t = await getTranslations('AddOnRefund');
  const access = await orderForChange(locale, orderNo);

  if (access.kind === 'none')
    return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="ancillary-refund-no-access" />;
  const listed =
    access.kind === 'order'
      ? await callForOrder(locale, access.order.orderNo, (context, visitor) =>
          addOnRefundList(context, { orderNo: access.order.orderNo, visitor }),
        )
      : null;
  if (access.kind !== 'order' || !listed?.ok)
    return (
      <LoadFailedPage
        t={t}
        heading={t('heading')}
        reloadHref={`/${locale}/ancillary/refund?orderNo=${encodeURIComponent(orderNo)}`}
      />
    );

  const { order } = access;
  const { items, applications, currency } = listed.data;
  const orderHref = orderPageHref(order);
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        <OrderPageHead t={t} order={order} heading={t('heading')} />
        {applications.length > 0 && (
          <section aria-labelledby="ancillary-refund-earlier" className="space-y-3">
            <h2 id="ancillary-refund-earlier" className="text-lg font-semibold text-slate-900">
              {t('earlierHeading')}
            </h2>
            <RefundTrackerList applications={applications} locale={locale} />
          </section>
        )}
        {items.length > 0 ? (
          <AddOnRefundForm
            orderNo={order.orderNo}
            segments={order.segments}
            currency={currency}
            items={items}
            locale={locale}
            orderHref={orderHref}
          />
        ) : (
          <p className="rounded-md bg-slate-50 p-4 text-slate-700">{t('nothing')}</p>
        )}
      </div>
    </ClientMessages>
  );
}
