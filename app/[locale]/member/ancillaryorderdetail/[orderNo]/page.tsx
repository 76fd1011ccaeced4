import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AddOnOrderView } from '@/components/add-ons/add-on-order-view';
import { AddOnPayButton } from '@/components/add-ons/add-on-pay-button';
import { OrderServiceRequests } from '@/components/service-request/order-service-requests';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { ResultCode } from '@/lib/contract';
import { ClientMessages, WALLET_PAY_MESSAGES } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { OrderNoSchema } from '@/lib/schemas/order';
import { openWalletBalance } from '@/lib/member/current';
import { requireMember } from '@/lib/session';
import { addOnOrderDetail } from '@/lib/upstream/add-ons';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { FailedAlert } from '@/components/ui/reload-alert';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('AddOnOrder', 'title');

/**
 * /member/ancillaryorderdetail/{orderNo} (spec §2; decision 28): the member's add-on order (type 3):
 * its items with the service request status of each (spec §4), the price parts, points, payment and the claim
 * account, with 'Pay now' (the gateway, or the wallet when it is open; decision 49) while it waits. A foreign or unknown number is a 404, never another member's data
 * (airline-api opens only the member's own add-on orders and those of their ticket orders).
 */
export default async function AddOnOrderDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  await requireMember(locale);
  const parsed = OrderNoSchema.safeParse(orderNo);
  if (!parsed.success) notFound();
  const [t, result, wallet] = await Promise.all([
    getTranslations('AddOnOrder'),
    addOnOrderDetail(await upstreamContextFor(locale), { addOnOrderNo: parsed.data }),
    openWalletBalance(locale),
  ]);
  if (!result.ok && (result.code === ResultCode.NOT_FOUND || result.code === ResultCode.ORDER_NOT_FOUND)) notFound();
  return (
    <ClientMessages
      locale={locale}
      paths={['AddOnOrder', 'ServiceRequest', 'Errors.networkAnomaly', ...WALLET_PAY_MESSAGES]}
    >
      <div className="mx-auto w-full max-w-4xl min-w-0 space-y-4 px-4 py-8">
        <Link href="/member/order" className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
          {t('backToOrders')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        {result.ok ? (
          <>
            <p className="text-slate-700">
              {t('parent')}{' '}
              <Link
                href={`/member/ticketorderdetail/${encodeURIComponent(result.data.parentOrderNo)}`}
                className="inline-flex min-h-6 items-center font-mono text-brand-700 underline"
              >
                {result.data.parentOrderNo}
              </Link>
            </p>
            <AddOnOrderView order={result.data} locale={locale}>
              <AddOnPayButton orderNo={result.data.parentOrderNo} order={result.data} locale={locale} wallet={wallet} />
            </AddOnOrderView>
            <p className="text-sm text-slate-700">{t('statusHelp')}</p>
            {/* The wheelchairs and special baggage asked for on the same flight (decision 29). */}
            <OrderServiceRequests
              orderNo={result.data.parentOrderNo}
              open={false}
              segmentIndex={result.data.segmentIndex}
              locale={locale}
            />
          </>
        ) : (
          <FailedAlert message={t('loadFailed')} />
        )}
      </div>
    </ClientMessages>
  );
}
