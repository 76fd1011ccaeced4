import 'server-only';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { addOnPageHref } from '@/components/add-ons/add-on-format';
import { AddOnShop, type Province } from '@/components/add-ons/add-on-shop';
import { ConsignmentNotice } from '@/components/add-ons/consignment-notice';
import { MailingShop, type SavedAddress } from '@/components/add-ons/mailing-shop';
import { SpecialServiceLinks } from '@/components/service-request/special-service-links';
import { buttonClass } from '@/components/ui/button';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { AddOnKind, AddOnServicesData, Region } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { readSession } from '@/lib/session';
import { addOnServices, readConsignmentNotice } from '@/lib/upstream/add-ons';
import { bookList, regions } from '@/lib/upstream/member-book';
import type { UpstreamResult } from '@/lib/upstream/result';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { LoadFailedPage, OrderPageHead } from '../../_order-changes/order-page-parts';

/** What the pages' client components read in the browser: their words, the order's words, the network failure's. */
export const ADD_ON_MESSAGES = [
  'AddOnShop',
  'AddOnOrder',
  'Errors.networkAnomaly',
  'MemberBook.fields',
  'MemberBook.rules',
  'Common.retry',
] as const;

/** The add-on pages the "More services" list links, in its order (spec §2 self-service routes). */
const MORE_KINDS = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'SEAT', 'EXTRA_SEAT', 'MAILING'] as const;

/**
 * The add-ons each passenger can still buy, read as the member's own order by the token (`member`: points may pay),
 * else with the visitor order seal's proof (app/api/_lib/order-scope.ts).
 */
export async function servicesFor(
  locale: Locale,
  orderNo: string,
): Promise<{ result: UpstreamResult<AddOnServicesData>; member: boolean }> {
  if (await readSession()) {
    const own = await addOnServices(await upstreamContextFor(locale), { orderNo });
    if (own.ok) return { result: own, member: true };
  }
  const result = await callForOrder(locale, orderNo, (context, visitor) =>
    addOnServices(context, { orderNo, visitor }),
  );
  return { result, member: false };
}

/** The mainland provinces in the page's language (the address book's regions), for the claim account. */
export async function provincesFor(locale: Locale): Promise<Province[]> {
  const result = await regions(await upstreamContextFor(locale), '86');
  if (!result.ok) return [];
  return result.data.list.map((r) => ({ code: r.code, name: locale === 'zh-CN' ? r.nameZh : r.nameEn }));
}

/** The provinces as the address cascade reads them (null: it loads them itself). */
export async function cascadeProvinces(locale: Locale): Promise<Region[] | null> {
  const result = await regions(await upstreamContextFor(locale), '86');
  return result.ok ? result.data.list : null;
}

/** The member's saved mailing addresses (the address book, decision 18); none for a visitor or when unreadable. */
export async function savedAddresses(locale: Locale, member: boolean): Promise<SavedAddress[]> {
  if (!member) return [];
  const result = await bookList(await upstreamContextFor(locale), 'address');
  if (!result.ok) return [];
  return result.data.list.map((e) => ({ id: e.id, isDefault: e.isDefault, data: e.data }));
}

/**
 * One add-on page (decision 28; spec §2 /ancillary/consignment, /ancillary/addfood, /ancillary/addInsurance,
 * /ancillary/priority, /ancillary/occupied, /ancillary/mailingbil): the order read as the member's own by the token, or as one this browser made or looked up
 * (the visitor order seal: orderForChange), then what each passenger can still buy with the same scope. The baggage
 * page shows the consignment notice from the CMS; the insurance page asks for the claim account (provinces from the
 * address book's regions); the mailed itinerary's page asks for the delivery address (a member's saved ones offered;
 * decision 30). Without access, or for another's order, the page says how to find the order, the same
 * whether it exists or not. Rendered per request (it reads the session and the seal); private, so not indexed.
 */
export async function AddOnPage({ locale, orderNo, kind }: { locale: Locale; orderNo: string; kind: AddOnKind }) {
  const t = await getTranslations('AddOnShop');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="addon-no-access" />;
  const self = `/${locale}${addOnPageHref(kind, orderNo)}`;
  const listed = access.kind === 'order' ? await servicesFor(locale, access.order.orderNo) : null;
  if (access.kind !== 'order' || !listed?.result.ok)
    return <LoadFailedPage t={t} heading={t(`title.${kind}`)} reloadHref={self} />;

  const { order } = access;
  const data = listed.result.data;
  const language = locale === 'zh-CN' ? 'zh_CN' : 'en_US';
  const [notice, provinces, cascade, saved] = await Promise.all([
    kind === 'BAGGAGE' ? readConsignmentNotice(language) : null,
    kind === 'INSURANCE' ? provincesFor(locale) : [],
    kind === 'MAILING' ? cascadeProvinces(locale) : null,
    kind === 'MAILING' ? savedAddresses(locale, listed.member) : [],
  ]);
  return (
    <ClientMessages locale={locale} paths={ADD_ON_MESSAGES}>
      <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
        <OrderPageHead t={t} order={order} heading={t(`title.${kind}`)} intro={t(`intro.${kind}`)} />
        {notice?.ok && <ConsignmentNotice notice={notice.data} />}
        {kind === 'MAILING' ? (
          <MailingShop data={data} locale={locale} provinces={cascade} saved={saved} />
        ) : (
          <AddOnShop kind={kind} data={data} locale={locale} provinces={provinces} />
        )}
        <nav aria-labelledby="addon-more" className="space-y-2">
          <h2 id="addon-more" className="text-lg font-semibold text-slate-900">
            {t('more.heading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {MORE_KINDS.filter((other) => other !== kind).map((other) => (
              <Link
                key={other}
                href={addOnPageHref(other, order.orderNo)}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                {t(`more.${other}`)}
              </Link>
            ))}
            <SpecialServiceLinks orderNo={order.orderNo} />
          </div>
        </nav>
      </div>
    </ClientMessages>
  );
}
