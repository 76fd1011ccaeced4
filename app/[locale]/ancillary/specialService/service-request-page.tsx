import 'server-only';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { ServiceRequestForm } from '@/components/service-request/service-request-form';
import { SpecialServiceLinks } from '@/components/service-request/special-service-links';
import { buttonClass } from '@/components/ui/button';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { ServiceRequestKind } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { serviceRequestList, serviceRequestOptions } from '@/lib/upstream/service-requests';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../_order-changes/order-page-parts';

/** What the page's client components read in the browser: their words, the phone field's, the network failure's. */
const MESSAGES = ['ServiceRequest', 'PhoneField', 'Errors.networkAnomaly'] as const;

/** The add-on pages, for "More services" (spec §2 Self-service). */
const ADD_ON_PAGES = [
  ['consignment', 'BAGGAGE'],
  ['addfood', 'MEAL'],
  ['addInsurance', 'INSURANCE'],
  ['priority', 'PRIORITY'],
  ['seat', 'SEAT'],
] as const;

/**
 * Reads with the member's token first (their own order), else with the visitor order seal's proof
 * (app/api/_lib/order-scope.ts), as the add-on pages do.
 */
async function readFor<T>(
  locale: Locale,
  orderNo: string,
  call: Parameters<typeof callForOrder<T>>[2],
): Promise<Awaited<ReturnType<typeof callForOrder<T>>>> {
  if (await readSession()) {
    const own = await call(await upstreamContextFor(locale), undefined);
    if (own.ok) return own;
  }
  return callForOrder(locale, orderNo, call);
}

/**
 * /ancillary/specialService/{orderNo} (wheelchair) and /ancillary/specialBag/{orderNo} (spec §2; decision 28;
 * decision 29): the order read as the member's own by the token, or as one this browser made or looked up (the
 * visitor order seal), then who may ask for what on each flight and the requests made, with the same scope. Without
 * access, or for another's order, the page says how to find the order, the same whether it exists or not. Rendered
 * per request (it reads the session and the seal); private, so not indexed.
 */
export async function ServiceRequestPage({
  locale,
  orderNo,
  kind,
}: {
  locale: Locale;
  orderNo: string;
  kind: ServiceRequestKind;
}) {
  const t = await getTranslations('ServiceRequest');
  const tShop = await getTranslations('AddOnShop');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none')
    return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="service-request-no-access" />;
  const self = `/${locale}/ancillary/${kind === 'WHEELCHAIR' ? 'specialService' : 'specialBag'}/${encodeURIComponent(orderNo)}`;
  if (access.kind !== 'order') return <LoadFailedPage t={t} heading={t(`title.${kind}`)} reloadHref={self} />;
  const { order } = access;
  const [options, list] = await Promise.all([
    readFor(locale, order.orderNo, (context, visitor) =>
      serviceRequestOptions(context, { orderNo: order.orderNo, visitor }),
    ),
    readFor(locale, order.orderNo, (context, visitor) =>
      serviceRequestList(context, { orderNo: order.orderNo, visitor }),
    ),
  ]);
  if (!options.ok || !list.ok) return <LoadFailedPage t={t} heading={t(`title.${kind}`)} reloadHref={self} />;
  return (
    <ClientMessages locale={locale} paths={MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        <OrderPageHead t={t} order={order} heading={t(`title.${kind}`)} intro={t(`intro.${kind}`)} />
        <ServiceRequestForm
          kind={kind}
          orderNo={order.orderNo}
          segments={options.data.segments}
          requests={list.data.list}
          locale={locale}
        />
        <nav aria-labelledby="service-request-more" className="space-y-2" data-testid="service-request-more">
          <h2 id="service-request-more" className="text-lg font-semibold text-slate-900">
            {t('more.heading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <SpecialServiceLinks orderNo={order.orderNo} except={kind} />
            {ADD_ON_PAGES.map(([page, key]) => (
              <Link
                key={page}
                href={`/ancillary/${page}/${encodeURIComponent(order.orderNo)}`}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                {tShop(`more.${key}`)}
              </Link>
            ))}
          </div>
        </nav>
      </div>
    </ClientMessages>
  );
}
