import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { formatOrderTime } from '@/components/order/order-format';
import { isPayable, orderPhase } from '@/components/order/order-phase';
import { PayPanel } from '@/components/order/pay-panel';
import { ProductOrderSummary } from '@/components/special-products/product-order-summary';
import { ProductUnits } from '@/components/special-products/product-units';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { ResultCode } from '@/lib/contract';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { renderedAt } from '@/lib/domain/rendered-at';
import { productOrderPath } from '@/lib/domain/special-product-rules';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { openWalletBalance } from '@/lib/member/current';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { productOrder } from '@/lib/upstream/special-products';

/** The products whose order is confirmed and paid on a step of its own, and where that step is. */
const PLACED = {
  FLASH: { orderType: 10, path: 'secondKill/purchaseConfirm', words: 'FlashSale' },
  OPEN: { orderType: 7, path: 'open/purchaseConfirm', words: 'OpenTicketConfirm' },
} as const;
export type PlacedKind = keyof typeof PLACED;

type Props = { locale: Locale; orderNo: string | string[] | undefined; kind: PlacedKind };

/**
 * A product order right after it is placed (spec §2 /seasonTicket/secondKill/purchaseConfirm?orderNo=,
 * /seasonTicket/open/purchaseConfirm?orderNo=): the product, whom it is for, the hold deadline (10 minutes for a flash
 * sale, 30 for an open ticket), and its payment while it is unpaid, as the member's product page has them. Another
 * member's order, or one of another type, is not found.
 */
export async function PlacedOrderPage({ locale, orderNo, kind }: Props) {
  const placed = PLACED[kind];
  await requireMember(locale);
  const parsed = OrderNoSchema.safeParse([orderNo].flat()[0]);
  if (!parsed.success) notFound();
  const [t, tPlaced, result] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations(placed.words),
    upstreamContextFor(locale).then((c) => productOrder(c, parsed.data)),
  ]);
  const self = `/${locale}/seasonTicket/${placed.path}?orderNo=${parsed.data}`;
  if (!result.ok && result.code === ResultCode.ORDER_NOT_FOUND) notFound();
  if (result.ok && result.data.orderType !== placed.orderType) notFound();
  if (!result.ok)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ReloadAlert message={t('orderLoadFailed')} reloadHref={self} reloadLabel={t('reload')} />
      </div>
    );
  const o = result.data;
  const now = renderedAt();
  const phase = orderPhase({ ...o, ticketing: o.orderStatus === 2 ? 'PENDING' : 'ISSUED' }, now);
  const payment = isPayable(phase) ? (await orderForBrowser(locale, o.orderNo)).result : null;
  const wallet = payment?.ok ? await openWalletBalance(locale) : null;
  const productPage = productOrderPath(o.orderType, o.orderNo);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{tPlaced('confirmTitle')}</h1>
      <ProductOrderSummary order={o} locale={locale} status={t(`phase.${phase}`)} amountFen={o.amountFen} />
      <Card as="section" aria-labelledby="flash-units-heading" className="space-y-3">
        <h2 id="flash-units-heading" className="text-lg font-semibold">
          {t('unitsHeading')}
        </h2>
        <ProductUnits units={o.units} locale={locale} />
      </Card>
      {payment?.ok ? (
        <Card as="section" aria-labelledby="flash-pay-heading" className="space-y-3">
          <h2 id="flash-pay-heading" className="text-lg font-semibold">
            {t('payHeading')}
          </h2>
          <p className="text-sm text-slate-800" data-testid="hold-deadline">
            {tPlaced('holdUntil', { time: formatOrderTime(o.paymentDeadline, locale) })}
          </p>
          <PayPanel
            initialOrder={payment.data}
            locale={locale}
            serverNowMs={now}
            walletBalance={wallet}
            orderHref={productPage}
          />
        </Card>
      ) : payment ? (
        <ReloadAlert message={t('orderLoadFailed')} reloadHref={self} reloadLabel={t('reload')} />
      ) : (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
          {o.orderStatus === 3 ? t('cancelledHint') : tPlaced('paid')}
        </p>
      )}
      <Link href={productPage} className="inline-flex min-h-6 items-center text-brand-700 underline">
        {tPlaced('viewProduct')}
      </Link>
    </div>
  );
}
