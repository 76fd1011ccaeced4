import { getTranslations } from 'next-intl/server';
import { AddOnCheckout } from '@/components/add-ons/add-on-checkout';
import { AddOnReturn, type AddOnReturnQuery } from '@/components/add-ons/add-on-return';
import { ClientMessages, WALLET_PAY_MESSAGES } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { OrderNoSchema, PaymentVerifyRequestSchema } from '@/lib/schemas/order';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../_order-changes/order-page-parts';
import { ADD_ON_MESSAGES, provincesFor, servicesFor } from '../../ancillary/_lib/add-on-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { openWalletBalance } from '@/lib/member/current';

type Props = {
  params: Promise<{ locale: string; orderNo: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = privatePageMetadata('AddOnShop', 'confirmTitle');

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const RETURN_KEYS = ['type', 'orderNumber', 'pay', 'paymentId', 'amount', 'sign'] as const;
/** The BFF checks the return again; the page only decides whether the query is one. */
const isReturnQuery = (query: object): query is AddOnReturnQuery => PaymentVerifyRequestSchema.safeParse(query).success;

/**
 * /ancillaryConfirm/{orderNo} (spec §2; decision 28). Three faces, one order read as the member's own by
 * the token or as one this browser made or looked up (the visitor order seal):
 * - the gateway's return (its signed query; result type `ancillary`): verified, then the add-on order followed while
 *   it is applied, with what was bought, its price parts and statuses;
 * - ?addOnOrderNo=: that add-on order as it stands (pay it while it waits);
 * - otherwise the choices of the add-on pages for one segment (?segment=, else the first with choices): priced by a
 *   frozen offer, points for a member's own order, then the gateway (or, for a member whose wallet is open, the
 *   order's page above, which offers the gateway and the wallet; decision 49).
 */
export default async function AddOnConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [{ orderNo }, raw] = await Promise.all([params, searchParams]);
  const t = await getTranslations('AddOnShop');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="addon-no-access" />;
  const self = `/${locale}/ancillaryConfirm/${encodeURIComponent(orderNo)}`;
  if (access.kind !== 'order') return <LoadFailedPage t={t} heading={t('confirmTitle')} reloadHref={self} />;
  const { order } = access;

  const picked = Object.fromEntries(RETURN_KEYS.map((k) => [k, first(raw[k])]));
  const returned = isReturnQuery(picked) ? picked : null;
  const named = OrderNoSchema.safeParse(returned?.orderNumber ?? first(raw.addOnOrderNo));
  const header = <OrderPageHead t={t} order={order} heading={t('confirmTitle')} />;
  // A member with an open wallet may pay from it (decision 49); a visitor keeps the gateway only.
  const wallet = await openWalletBalance(locale);
  const messages = [...ADD_ON_MESSAGES, ...WALLET_PAY_MESSAGES];

  if (named.success)
    return (
      <ClientMessages locale={locale} paths={messages}>
        <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
          {header}
          <AddOnReturn
            orderNo={order.orderNo}
            addOnOrderNo={named.data}
            returned={returned}
            locale={locale}
            wallet={wallet}
          />
        </div>
      </ClientMessages>
    );

  const listed = await servicesFor(locale, order.orderNo);
  if (!listed.result.ok) return <LoadFailedPage t={t} heading={t('confirmTitle')} reloadHref={self} />;
  const provinces = Object.fromEntries((await provincesFor(locale)).map((p) => [p.code, p.name]));
  const segment = first(raw.segment);
  return (
    <ClientMessages locale={locale} paths={messages}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        {header}
        <p className="text-slate-700">{t('confirmIntro')}</p>
        <AddOnCheckout
          orderNo={order.orderNo}
          segmentIndex={segment && /^[0-3]$/.test(segment) ? Number(segment) : null}
          segments={listed.result.data.segments}
          member={listed.member}
          wallet={wallet}
          locale={locale}
          provinces={provinces}
        />
      </div>
    </ClientMessages>
  );
}
