import { getTranslations } from 'next-intl/server';
import { OrderPassengers } from '@/components/order/order-passengers';
import { OrderPrice } from '@/components/order/order-price';
import { OrderSegments } from '@/components/order/order-segments';
import { OrderUnavailable } from '@/components/order/order-unavailable';
import { PayPanel } from '@/components/order/pay-panel';
import { Card } from '@/components/ui/card';
import { ResultCode } from '@/lib/contract';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { currentMember, openWalletBalance } from '@/lib/member/current';
import { OrderNoSchema } from '@/lib/schemas/order';
import { renderedAt } from '@/lib/domain/rendered-at';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('OrderPay', 'title');

/** /book/pay?orderNo=: the payment countdown page (spec §2 Booking). */
export default async function PayPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, tOrder, query] = await Promise.all([getTranslations('OrderPay'), getTranslations('Order'), searchParams]);
  const orderNo = OrderNoSchema.safeParse(query.orderNo);
  const access = orderNo.success ? (await orderForBrowser(locale, orderNo.data)).result : null;
  if (!access || !access.ok) {
    const unknown = !access || access.code === ResultCode.ORDER_NOT_FOUND;
    return (
      <OrderUnavailable
        heading={unknown ? t('notFound') : tOrder('loadFailed')}
        hint={unknown ? t('notFoundHint') : ''}
        showLookup={unknown}
      />
    );
  }
  const order = access.data;
  const member = order.isMember ? await currentMember(locale) : null;
  const wallet = member ? await openWalletBalance(locale) : null;
  const orderHref = member ? `/member/ticketorderdetail/${order.orderNo}` : `/book/order?orderNo=${order.orderNo}`;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="text-sm text-slate-700">
          {tOrder('orderNo')} <span className="font-mono text-slate-900">{order.orderNo}</span>
        </p>
        <Card as="section">
          <h2 className="mb-3 text-lg font-semibold">{tOrder('flights')}</h2>
          <OrderSegments segments={order.segments} locale={locale} />
        </Card>
        <Card as="section">
          <h2 className="mb-3 text-lg font-semibold">{tOrder('passengers')}</h2>
          <OrderPassengers order={order} locale={locale} />
        </Card>
      </div>
      <aside className="space-y-4" aria-label={t('amountPayable')}>
        <Card as="section">
          <h2 className="mb-3 text-lg font-semibold">{tOrder('price')}</h2>
          <OrderPrice price={order.price} locale={locale} paid={order.paidAt !== null} />
        </Card>
        <Card as="section">
          <PayPanel
            initialOrder={order}
            locale={locale}
            serverNowMs={renderedAt()}
            walletBalance={wallet}
            orderHref={orderHref}
          />
        </Card>
      </aside>
    </div>
  );
}
