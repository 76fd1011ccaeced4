import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { pickMessages } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';
import { VisitorOrder } from './visitor-order';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('OrderLookup', 'title');

/**
 * /book/order?orderNo=: the visitor's order page (spec §2). An order this browser may see (a member's own,
 * or one this browser made or looked up: orderForBrowser) opens at once; any other number only fills in
 * the lookup form, which asks for a passenger's name and the contact phone as before.
 */
export default async function OrderLookupPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('OrderLookup'), searchParams]);
  const orderNo = OrderNoSchema.safeParse(typeof query.orderNo === 'string' ? query.orderNo : undefined);
  const access = orderNo.success ? (await orderForBrowser(locale, orderNo.data)).result : null;
  const order = access?.ok ? access.data : null;
  const refundMessages = pickMessages(await getMessages({ locale }), [
    'RefundTracker',
    'AddOnRefund.order',
    'ChangeDate.section',
    'ChangeDate.status',
    'ChangeDate.addOns',
    'PassengerModify.section',
    'PassengerModify.what',
    'PassengerModify.loadingDraft',
    'AddPeople.section',
    'AddPeople.typeName',
    'AddPeople.status',
    'AddOnOrder',
    'ServiceRequest.section',
    'ServiceRequest.list',
    'ServiceRequest.kind',
    'ServiceRequest.status',
    'ServiceRequest.summary',
    'ServiceRequest.wheelchairType',
    'ServiceRequest.baggageType',
  ]);
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{order ? t('orderHeading') : t('heading')}</h1>
      {!order && <p className="text-slate-700">{t('intro')}</p>}
      <VisitorOrder
        locale={locale}
        initialOrder={order}
        initialOrderNo={orderNo.success ? orderNo.data : undefined}
        refundMessages={refundMessages}
      />
    </div>
  );
}
