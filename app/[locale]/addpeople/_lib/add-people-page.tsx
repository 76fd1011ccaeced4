import 'server-only';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import type { CertificateLists, NationalityOption } from '@/components/add-people/add-people-form';
import { canAddPeople } from '@/components/add-people/order-additions';
import { NATIONALITIES } from '@/components/booking/nationalities';
import { orderPageHref } from '@/components/order/order-format';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { AddPeopleType } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { addPeopleCheck } from '@/lib/upstream/add-people';
import { certificateTypes } from '@/lib/upstream/system';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { OrderChangeFrame, type FrameProps } from '../../_order-changes/order-page-parts';
import { AddPeopleBody } from './add-people-body';

/** The spec's words in the URLs (/addpeople/airandpeople/{child|baby}, /ancillary/{child|baby}) and their types. */
export const ADD_PEOPLE_KINDS = { child: 'CHD', baby: 'INF' } as const satisfies Record<string, AddPeopleType>;
export type AddPeopleKind = keyof typeof ADD_PEOPLE_KINDS;

export const isAddPeopleKind = (value: string): value is AddPeopleKind => Object.hasOwn(ADD_PEOPLE_KINDS, value);

/** What the page's client components read in the browser: their words and the booking's rule messages. */
const ADD_PEOPLE_MESSAGES = ['AddPeople', 'BookingRules', 'Errors.networkAnomaly'] as const;

/**
 * The body of the three add-people pages (spec §2 /addpeople/airandpeople/{type}/{orderNo},
 * /ancillary/child/{orderNo}, /ancillary/baby/{orderNo}; decision 25): the order read as the member's own by the
 * token, or as one this browser made or looked up (the visitor order seal: orderForChange), then its adults and
 * prices for the type (add-people/check) with the same scope, the document types and the nationalities. Without
 * access the page says how to find the order, the same whether it exists or not; an order that is not a ticketed
 * ticket order says so; any other failure is an alert with a reload link. Private and per request.
 */
export async function AddPeoplePage({
  locale,
  orderNo,
  kind,
  reloadHref,
}: {
  locale: Locale;
  orderNo: string;
  kind: AddPeopleKind;
  reloadHref: string;
}): Promise<ReactNode> {
  const type = ADD_PEOPLE_KINDS[kind];
  const t = await getTranslations('AddPeople');
  const heading = t(`heading.${type}`);
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none') return <OrderNotAvailable t={t} orderNo={access.orderNo} testId="add-people-no-access" />;
  if (access.kind === 'failed') return <LoadFailed heading={heading} reloadHref={reloadHref} />;
  const { order } = access;
  const orderHref = orderPageHref(order);
  if (!canAddPeople(order))
    return (
      <AddPeopleFrame heading={heading} orderNo={order.orderNo} orderHref={orderHref}>
        <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="add-people-not-ticketed">
          {t('notTicketed')}
        </p>
      </AddPeopleFrame>
    );
  const [checked, types, funnel] = await Promise.all([
    callForOrder(locale, order.orderNo, (context, visitor) =>
      addPeopleCheck(context, { orderNo: order.orderNo, visitor, type }),
    ),
    upstreamContextFor(locale).then(certificateTypes),
    getTranslations('BookingFunnel'),
  ]);
  if (!checked.ok) return <LoadFailed heading={heading} reloadHref={reloadHref} />;
  const zh = locale === 'zh-CN';
  // Without idType the passport still works everywhere (international routes take nothing else), as at booking.
  const passport = [{ typeId: 'PP' as const, name: funnel('passportFallback') }];
  const named = (list: { typeId: CertificateLists['domestic'][number]['typeId']; nameZh: string; nameEn: string }[]) =>
    list.map((c) => ({ typeId: c.typeId, name: zh ? c.nameZh : c.nameEn }));
  const certificates: CertificateLists = {
    domestic: types.ok && types.data.domestic.length ? named(types.data.domestic) : passport,
    international: types.ok && types.data.internation.length ? named(types.data.internation) : passport,
  };
  // The booking's nationality list and names (BookingFunnel.nationalityNames), so both forms offer the same.
  const nationalities: NationalityOption[] = NATIONALITIES.map((code) => ({
    value: code,
    name: funnel(`nationalityNames.${code}`),
  }));
  return (
    <ClientMessages locale={locale} paths={ADD_PEOPLE_MESSAGES}>
      <AddPeopleFrame heading={heading} orderNo={order.orderNo} orderHref={orderHref}>
        <AddPeopleBody
          orderNo={order.orderNo}
          type={type}
          initialCheck={checked.data}
          certificates={certificates}
          nationalities={nationalities}
          today={airlineToday()}
          locale={locale}
          orderHref={orderHref}
          parent={{ orderNo: order.orderNo, isMember: order.isMember }}
        />
      </AddPeopleFrame>
    </ClientMessages>
  );
}

async function LoadFailed({ heading, reloadHref }: { heading: string; reloadHref: string }) {
  const t = await getTranslations('AddPeople');
  return (
    <AddPeopleFrame heading={heading}>
      <ReloadAlert message={t('loadFailed')} reloadHref={reloadHref} reloadLabel={t('reload')} />
    </AddPeopleFrame>
  );
}

/** The page's frame: the way back to the order, the heading and the order number. Phone first, never wider. */
async function AddPeopleFrame({ heading, orderNo, orderHref, children }: FrameProps) {
  const t = await getTranslations('AddPeople');
  return (
    <OrderChangeFrame t={t} heading={heading} orderNo={orderNo} orderHref={orderHref} testId="add-people-page">
      {children}
    </OrderChangeFrame>
  );
}

/**
 * The page of /ancillary/{child|baby}/{orderNo} (spec §2 self-service; decision 25): the same page as
 * /addpeople/airandpeople/{kind}/{orderNo}, adding a child or an infant to a ticketed order.
 */
export function addOnAddPeoplePage(kind: AddPeopleKind) {
  return async function AddOnAddPeoplePage({ params }: { params: Promise<{ locale: string; orderNo: string }> }) {
    const locale = await pageLocale(params);
    const { orderNo } = await params;
    const reloadHref = `/${locale}/ancillary/${kind}/${encodeURIComponent(orderNo)}`;
    return <AddPeoplePage locale={locale} orderNo={orderNo} kind={kind} reloadHref={reloadHref} />;
  };
}
