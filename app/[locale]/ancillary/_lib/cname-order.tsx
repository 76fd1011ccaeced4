import 'server-only';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { orderPageHref } from '@/components/order/order-format';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { PassengerModifyCandidate } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/routing';
import { passengerModifyCheck } from '@/lib/upstream/passenger-modify';
import { certificateTypes } from '@/lib/upstream/system';
import { ReloadAlert } from '@/components/ui/reload-alert';
import type { CertificateOption } from '@/components/passenger-modify/modify-form';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { OrderChangeFrame, type FrameProps } from '../../_order-changes/order-page-parts';

/** What the pages' client components read in the browser: their words and the name and document rules. */
const CNAME_MESSAGES = ['PassengerModify', 'BookingRules', 'Errors.networkAnomaly'] as const;

export type CnameLoad =
  | { kind: 'page'; page: ReactNode }
  | {
      kind: 'order';
      orderNo: string;
      orderHref: string;
      passengers: PassengerModifyCandidate[];
      certificates: CertificateOption[];
    };

/**
 * The order of a name or document change page (/ancillary/cname/{orderNo}, /ancillary/cnameConfirm; decision 24):
 * read as the member's own by the token, or as one this browser made or looked up (the visitor order seal:
 * orderForBrowser), then its passengers and their eligibility (passenger-modify/check) with the same scope, and
 * the document types. Without access, or for another's order, the page says how to find it, the same whether it
 * exists or not; any other failure is an alert with a reload link.
 */
export async function loadCname(locale: Locale, orderNo: string, reloadHref: string): Promise<CnameLoad> {
  const t = await getTranslations('PassengerModify');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none')
    return {
      kind: 'page',
      page: <OrderNotAvailable t={t} orderNo={access.orderNo} testId="cname-no-access" />,
    };
  const [checked, types] =
    access.kind === 'order'
      ? await Promise.all([
          callForOrder(locale, access.order.orderNo, (context, visitor) =>
            passengerModifyCheck(context, { orderNo: access.order.orderNo, visitor }),
          ),
          upstreamContextFor(locale).then(certificateTypes),
        ])
      : [null, null];
  if (access.kind !== 'order' || !checked?.ok)
    return {
      kind: 'page',
      page: (
        <CnameFrame heading={t('heading')}>
          <ReloadAlert message={t('loadFailed')} reloadHref={reloadHref} reloadLabel={t('reload')} />
        </CnameFrame>
      ),
    };
  const zh = locale === 'zh-CN';
  const listed = types?.ok ? [...types.data.domestic, ...types.data.internation] : [];
  const certificates: CertificateOption[] = [];
  for (const c of listed)
    if (!certificates.some((x) => x.typeId === c.typeId))
      certificates.push({ typeId: c.typeId, name: zh ? c.nameZh : c.nameEn });
  // Without idType the passengers' own types still work (airline-api checks which a route takes).
  for (const p of access.order.passengers)
    if (!certificates.some((x) => x.typeId === p.certificateType))
      certificates.push({ typeId: p.certificateType, name: p.certificateTypeName });
  return {
    kind: 'order',
    orderNo: access.order.orderNo,
    orderHref: orderPageHref(access.order),
    passengers: checked.data.passengers,
    certificates,
  };
}

/** A change page's frame: the way back to the order, the heading and the order number. */
export async function CnameFrame({ heading, orderNo, orderHref, children }: FrameProps) {
  const t = await getTranslations('PassengerModify');
  return (
    <OrderChangeFrame t={t} heading={heading} orderNo={orderNo} orderHref={orderHref}>
      {children}
    </OrderChangeFrame>
  );
}

/** Hands the change pages' messages to their client components. */
export function CnameMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} paths={CNAME_MESSAGES}>
      {children}
    </ClientMessages>
  );
}
