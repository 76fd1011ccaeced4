import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatOrderTime } from '@/components/order/order-format';
import { isPayable, orderPhase } from '@/components/order/order-phase';
import { PayPanel } from '@/components/order/pay-panel';
import { ProductOrderSummary } from '@/components/special-products/product-order-summary';
import { ProductRefunds } from '@/components/special-products/product-refunds';
import { ProductUnits } from '@/components/special-products/product-units';
import { InstallmentLinkRequest } from '@/components/special-products/installment-link';
import { PresaleOrder, presaleStatus } from '@/components/special-products/presale-order';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { LOGIN_REQUIRED_CODES, OrderStatus, ProductStatus, ResultCode } from '@/lib/contract';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { renderedAt } from '@/lib/domain/rendered-at';
import { cardPriceFen, unitRefundFen } from '@/lib/domain/special-product-rules';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { openWalletBalance } from '@/lib/member/current';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { productRefundQuote } from '@/lib/upstream/special-product-refunds';
import { productOrder } from '@/lib/upstream/special-products';
import { MemberUnavailable } from '../../(main)/member-unavailable';

type Props = { params: Promise<{ locale: string; orderNumber: string }> };

export const generateMetadata = privatePageMetadata('SpecialProducts', 'orderTitle');

/**
 * /member/specialProduct/{orderNumber} (spec §2, §3): the member's product order with each beneficiary's card (times
 * exchanged, remaining, status), the exchange dates and deadline, and its payment while it is unpaid; a presale's
 * deposit and balance (paid, or due by the deadline in Beijing time), its installment plan and the SMS link to pay by
 * installments (decision 77), and the part due now.
 */
export default async function SpecialProductOrderPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const orderNo = OrderNoSchema.safeParse((await params).orderNumber);
  if (!orderNo.success) notFound();
  const [t, tx, tr, tp, result] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations('ProductExchange'),
    getTranslations('SpecialProductRefund'),
    getTranslations('Presale'),
    upstreamContextFor(locale).then((c) => productOrder(c, orderNo.data)),
  ]);
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) return <MemberUnavailable />;
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  const self = `/${locale}/member/specialProduct/${orderNo.data}`;
  if (!result.ok)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ReloadAlert message={t('orderLoadFailed')} reloadHref={self} reloadLabel={t('reload')} />
      </div>
    );
  const o = result.data;
  const now = renderedAt();
  // A product order is complete (status 5) once its cards are usable; while paid it is being processed.
  const phase = orderPhase({ ...o, ticketing: o.orderStatus === 2 ? 'PENDING' : 'ISSUED' }, now);
  const payable = isPayable(phase);
  // A presale (decision 67): its deposit, then its balance, is what the payment asks; its price is both.
  const presale = presaleStatus(o);
  const price = o.presale ? o.presale.depositFen + o.presale.balanceFen : o.amountFen;
  const payment = payable ? (await orderForBrowser(locale, o.orderNo)).result : null;
  const wallet = payment?.ok ? await openWalletBalance(locale) : null;
  // A usable card of a complete order with a flight left before its deadline may be refunded (decision 67).
  const past = now >= Date.parse(o.product.confirmBy);
  const unitPrice = cardPriceFen(o.amountFen, o.units.length);
  const refundable =
    o.orderStatus === 5 && o.units.some((u) => u.status === 2 && unitRefundFen(unitPrice, u.times, u.used, past) > 0);
  // Refunded cards: where their money went; every card refunded, the order is refunded, not ready to use.
  const refunded = o.units.some((u) => u.status === ProductStatus.REFUNDED);
  const allRefunded = o.units.length > 0 && o.units.every((u) => u.status === ProductStatus.REFUNDED);
  const refunds = refunded ? await upstreamContextFor(locale).then((c) => productRefundQuote(c, o.orderNo)) : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('orderTitle')}</h1>
      <ProductOrderSummary
        order={o}
        locale={locale}
        status={
          presale && presale !== 'PAID'
            ? tp(`status.${presale}`)
            : allRefunded
              ? tr('allRefunded')
              : t(`phase.${phase}`)
        }
        amountFen={price}
        full
      />
      {o.presale && (
        <Card as="section" aria-labelledby="presale-order-heading" className="space-y-3">
          <h2 id="presale-order-heading" className="text-lg font-semibold">
            {tp('orderHeading')}
          </h2>
          <PresaleOrder order={{ ...o, presale: o.presale }} locale={locale} />
          {presale === 'BALANCE_DUE' && o.presale.installments && (
            <InstallmentLinkRequest
              orderNo={o.orderNo}
              interestFreeUntil={o.presale.installments.interestFreeUntil}
              interestFreeDays={o.presale.installments.interestFreeDays}
              serverNowMs={now}
              locale={locale}
            />
          )}
        </Card>
      )}
      <Card as="section" aria-labelledby="product-units-heading" className="space-y-3">
        <h2 id="product-units-heading" className="text-lg font-semibold">
          {t('unitsHeading')}
        </h2>
        <ProductUnits
          units={o.units}
          locale={locale}
          exchangeOrderNo={o.orderStatus === OrderStatus.TICKETED ? o.orderNo : null}
        />
        {o.product.category === 'open' && o.orderStatus === OrderStatus.TICKETED && (
          <Link
            href={`/specialBook/openSelP?orderNo=${o.orderNo}`}
            className="inline-flex min-h-6 items-center text-brand-700 underline"
          >
            {tx('pickFlight')}
          </Link>
        )}
        {refunds?.ok && refunds.data.refunds.length > 0 && (
          <ProductRefunds refunds={refunds.data.refunds} locale={locale} />
        )}
        {refundable && (
          <Link
            href={`/seasonTicket/package/refund?orderNo=${o.orderNo}`}
            className="inline-flex min-h-6 items-center text-brand-700 underline"
            data-testid="product-refund-link"
          >
            {tr('refundLink')}
          </Link>
        )}
      </Card>
      {payment?.ok && (
        <Card as="section" aria-labelledby="product-pay-heading" className="space-y-3">
          <h2 id="product-pay-heading" className="text-lg font-semibold">
            {presale === 'DEPOSIT_DUE'
              ? tp('payDeposit')
              : presale === 'BALANCE_DUE'
                ? tp('payBalance')
                : t('payHeading')}
          </h2>
          <p className="text-sm text-slate-700">
            {presale === 'DEPOSIT_DUE'
              ? tp('payDepositHint')
              : presale === 'BALANCE_DUE'
                ? tp('payBalanceHint', { time: formatOrderTime(o.paymentDeadline, locale) })
                : t('unpaidHint')}
          </p>
          <PayPanel
            initialOrder={payment.data}
            locale={locale}
            serverNowMs={now}
            walletBalance={wallet}
            orderHref={`/member/specialProduct/${o.orderNo}`}
            cancellable={presale !== 'BALANCE_DUE'}
          />
        </Card>
      )}
      {o.orderStatus === 3 && presale !== 'EXPIRED' && (
        <p className="rounded-md bg-slate-100 p-3 text-slate-800">{t('cancelledHint')}</p>
      )}
      <Link href="/member/orders" className="inline-block text-brand-700 underline">
        {t('myOrders')}
      </Link>
    </div>
  );
}
