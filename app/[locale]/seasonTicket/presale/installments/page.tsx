import { getTranslations } from 'next-intl/server';
import { InstallmentPayButton } from '@/components/special-products/installment-pay';
import { beijingTime } from '@/components/special-products/presale-time';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { MemberUnavailable } from '@/app/[locale]/member/(main)/member-unavailable';
import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract';
import { InstallmentCodeSchema } from '@/lib/contract/presale-installments';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';
import { OrderNoSchema } from '@/lib/schemas/order';
import { requireMember } from '@/lib/session';
import { installmentOffer } from '@/lib/upstream/special-products';

export const generateMetadata = privatePageMetadata('PresaleInstallments', 'pageTitle');

/** The refusals the link can meet that are definite (anything else is the airline's system away: reload). */
const REFUSALS: string[] = [
  ResultCode.ORDER_NOT_FOUND,
  ResultCode.INSTALLMENTS_NOT_OFFERED,
  ResultCode.INSTALLMENT_WINDOW_CLOSED,
  ResultCode.INSTALLMENT_LINK_INVALID,
];

/**
 * /seasonTicket/presale/installments?orderNo=&code= (spec §9; decision 77): the page the presale's SMS link opens,
 * for the member whose order it is. It shows the balance as its 11 periods, the interest-free window and the balance
 * deadline (Beijing time), and pays the balance by installments on the gateway. A link that cannot be used (another
 * member's order, a newer link, the window closed, the balance paid or expired) says why and leads to the order.
 */
export default async function PresaleInstallmentsPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const query = await searchParams;
  const orderNo = OrderNoSchema.safeParse([query.orderNo].flat()[0]);
  const code = InstallmentCodeSchema.safeParse([query.code].flat()[0]);
  const [t, te] = await Promise.all([getTranslations('PresaleInstallments'), getTranslations('Errors')]);
  const result =
    orderNo.success && code.success
      ? await upstreamContextFor(locale).then((c) => installmentOffer(c, { orderNo: orderNo.data, code: code.data }))
      : ({ ok: false, code: ResultCode.INSTALLMENT_LINK_INVALID, msg: '' } as const);
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  const time = (iso: string) => beijingTime(iso, locale);

  // Where the page leads: the member's order (to pay in full only once the window has closed), else My orders.
  const orderFound = orderNo.success && (result.ok || result.code !== ResultCode.ORDER_NOT_FOUND);
  const orderHref = orderFound ? `/member/specialProduct/${orderNo.data}` : '/member/orders';
  let body: React.ReactNode;
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) body = <MemberUnavailable />;
  else if (!result.ok && REFUSALS.includes(result.code))
    body = (
      <Card
        as="section"
        aria-labelledby="installments-refused"
        className="space-y-3"
        data-testid="installments-refused"
      >
        <h2 id="installments-refused" className="text-lg font-semibold">
          {t('cannotUse')}
        </h2>
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {result.code === ResultCode.ORDER_NOT_FOUND ? t('otherAccount') : te(result.code)}
        </p>
        <Link href={orderHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
          {!orderFound
            ? t('myOrders')
            : result.code === ResultCode.INSTALLMENT_WINDOW_CLOSED
              ? t('toOrder')
              : t('toOrderPlain')}
        </Link>
      </Card>
    );
  else if (!result.ok) {
    const self = `/${locale}/seasonTicket/presale/installments?${new URLSearchParams({
      orderNo: orderNo.data ?? '',
      code: code.data ?? '',
    })}`;
    body = <ReloadAlert message={t('loadFailed')} reloadHref={self} reloadLabel={t('reload')} />;
  } else {
    const offer = result.data;
    body = (
      <Card as="section" aria-labelledby="installments-offer" className="space-y-4" data-testid="installments-offer">
        <h2 id="installments-offer" className="text-lg font-semibold break-words">
          {t('orderLine', { orderNo: offer.orderNo, product: offer.productName })}
        </h2>
        <p className="text-lg font-bold text-slate-900">{t('balance', { amount: money(offer.balanceFen) })}</p>
        <p className="text-sm text-slate-800" data-testid="installments-window">
          {t('untilLine', { time: time(offer.interestFreeUntil), deadline: time(offer.balanceDeadline) })}
        </p>
        <div>
          <h3 className="font-semibold text-slate-900">{t('periodsHeading', { periods: offer.amountsFen.length })}</h3>
          <ol className="mt-2 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" data-testid="installments-periods">
            {offer.amountsFen.map((fen, i) => (
              <li key={i} className="flex justify-between gap-4 rounded-md bg-slate-50 px-3 py-1">
                <span>{t('period', { n: i + 1 })}</span>
                <span className="font-semibold tabular-nums">{money(fen)}</span>
              </li>
            ))}
          </ol>
        </div>
        <p className="text-sm text-slate-700">{t('provider', { periods: offer.amountsFen.length })}</p>
        <InstallmentPayButton orderNo={offer.orderNo} code={code.data!} />
        <Link href={orderHref} className="inline-flex min-h-6 items-center text-brand-700 underline">
          {t('toOrder')}
        </Link>
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('pageTitle')}</h1>
      {body}
    </div>
  );
}
