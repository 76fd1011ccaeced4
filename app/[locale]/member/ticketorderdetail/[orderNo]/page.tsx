import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderAdditions } from '@/components/add-people/order-additions';
import { OrderAddOns } from '@/components/add-ons/order-add-ons';
import { OrderActions } from '@/components/order/order-actions';
import { OrderDetailView } from '@/components/order/order-detail';
import { currentPhase, isPayable } from '@/components/order/order-phase';
import { OrderPassengerModify } from '@/components/passenger-modify/order-passenger-modify';
import { OrderAddOnRefunds } from '@/components/refund/order-add-on-refunds';
import { OrderRefunds } from '@/components/refund/order-refunds';
import { OrderChanges } from '@/components/reschedule/order-changes';
import { OrderServiceRequests } from '@/components/service-request/order-service-requests';
import { ResultCode } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { OrderStatus } from '@/lib/contract/order-status';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { addOnOrders } from '@/lib/upstream/add-ons';
import { addPeopleList } from '@/lib/upstream/add-people';
import { addOnRefundList } from '@/lib/upstream/add-on-refunds';
import { myFlightOrder } from '@/lib/upstream/orders';
import { passengerModifyList } from '@/lib/upstream/passenger-modify';
import { refundList } from '@/lib/upstream/refunds';
import { rescheduleList } from '@/lib/upstream/reschedule';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { FailedAlert } from '@/components/ui/reload-alert';
import { renderedAt } from '@/lib/domain/rendered-at';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('Order', 'detailTitle');

/**
 * /member/ticketorderdetail/{orderNo} (spec §2, outside the member shell): the member's own ticket order.
 * A foreign or unknown number is a 404, never another member's data (airline-api checks ownership).
 */
export default async function TicketOrderDetailPage({ params }: Props) {
  const { locale, orderNo } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  await requireMember(locale);
  const parsed = OrderNoSchema.safeParse(orderNo);
  if (!parsed.success) notFound();
  const context = await upstreamContextFor(locale);
  const [t, result] = await Promise.all([getTranslations('Order'), myFlightOrder(context, parsed.data)]);
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  // The refund applications, the date changes, the name or document changes, the children and infants added and the
  // add-ons refundable alone of a ticketed order (decision 23, decision 24, decision 25), read with the same token.
  const ticketed = result.ok && result.data.tickets.some((ticket) => ticket.ticketNo !== null);
  const [refunds, changes, modifications, additions, addOns, addOnOrderList] = ticketed
    ? await Promise.all([
        refundList(context, { orderNo: parsed.data }),
        rescheduleList(context, { orderNo: parsed.data }),
        passengerModifyList(context, { orderNo: parsed.data }),
        // Only a ticket order (type 1) has children or infants added; their own orders (type 5) have none.
        result.data.orderType === 1 ? addPeopleList(context, { orderNo: parsed.data }) : null,
        // The add-ons a ticket order or a rescheduled one (type 2) can refund without the ticket (decision 26).
        result.data.orderType <= 2 ? addOnRefundList(context, { orderNo: parsed.data }) : null,
        // Add-ons bought after booking, each an order of its own (type 3; decision 28).
        result.data.orderType !== 3 ? addOnOrders(context, { orderNo: parsed.data }) : null,
      ])
    : [null, null, null, null, null, null];
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('detailTitle')}</h1>
      {result.ok ? (
        <OrderDetailView
          order={result.data}
          phase={currentPhase(result.data)}
          locale={locale}
          changes={changes?.ok ? changes.data.list : []}
          actions={<OrderActions orderNo={result.data.orderNo} payable={isPayable(currentPhase(result.data))} />}
          refunds={
            ticketed && (
              <>
                <OrderRefunds
                  order={result.data}
                  applications={refunds?.ok ? refunds.data.list : []}
                  failed={refunds !== null && !refunds.ok}
                  locale={locale}
                />
                <OrderAddOnRefunds orderNo={result.data.orderNo} items={addOns?.ok ? addOns.data.items : null} />
                <OrderAddOns
                  order={result.data}
                  addOnOrders={addOnOrderList?.ok ? addOnOrderList.data.list : []}
                  failed={addOnOrderList !== null && !addOnOrderList.ok}
                  locale={locale}
                  member
                />
                {/* Wheelchairs and special baggage asked for on the order (decision 28, decision 29). */}
                {result.data.orderType !== 3 && (
                  <ClientMessages locale={locale} paths={['ServiceRequest', 'Errors.networkAnomaly']}>
                    <OrderServiceRequests
                      orderNo={result.data.orderNo}
                      open={result.data.orderStatus === OrderStatus.TICKETED}
                      locale={locale}
                    />
                  </ClientMessages>
                )}
                <OrderChanges
                  order={result.data}
                  changes={changes?.ok ? changes.data.list : []}
                  failed={changes !== null && !changes.ok}
                  locale={locale}
                  nowMs={renderedAt()}
                />
                <OrderPassengerModify
                  order={result.data}
                  modifications={modifications?.ok ? modifications.data.list : []}
                  failed={modifications !== null && !modifications.ok}
                  locale={locale}
                />
                <OrderAdditions
                  order={result.data}
                  additions={additions?.ok ? additions.data.list : []}
                  failed={additions !== null && !additions.ok}
                  locale={locale}
                />
              </>
            )
          }
        />
      ) : (
        <FailedAlert message={t('loadFailed')} />
      )}
    </div>
  );
}
