import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { callForOrder } from '@/app/api/_lib/order-scope';
import { orderPageHref } from '@/components/order/order-format';
import { ResultCode, type OrderDetail } from '@/lib/contract';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { rescheduleList } from '@/lib/upstream/reschedule';
import { OrderNotAvailable, orderForChange } from '../../_order-changes/order-access';
import { OrderHeading } from '../../_order-changes/order-page-parts';

/** What the date-change pages' client components read in the browser. */
export const CHANGE_MESSAGES = [
  'ChangeDate',
  'Order.notIssued',
  'Order.ticketStatus',
  'Order.productStatus',
  'Errors.7100011',
  'Errors.7100012',
  'Errors.7100016',
] as const;

/** Private pages: titled, never indexed. */
export async function changePageMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ChangeDate' });
  return { title: t('title'), description: t('description'), robots: { index: false, follow: false } };
}

export type ChangeOrderLoad = { kind: 'order'; order: OrderDetail } | { kind: 'page'; page: ReactNode };

/**
 * The order of a date-change page (/modify/selair, /modify/selnewair, /modify/confirm; decision 23): read as the
 * member's own by the token, or as one this browser made or looked up (the visitor order seal: orderForBrowser).
 * Without access, or for another's order, the page says how to find it, the same whether it exists or not; an
 * order bought through another channel says where to change it (7100011, asked with the order's changes); any
 * other failure is an alert with a reload link.
 */
export async function loadChangeOrder(locale: Locale, orderNo: string, reloadHref: string): Promise<ChangeOrderLoad> {
  const t = await getTranslations('ChangeDate');
  const access = await orderForChange(locale, orderNo);
  if (access.kind === 'none')
    return {
      kind: 'page',
      page: <OrderNotAvailable t={t} orderNo={access.orderNo} testId="change-no-access" />,
    };
  if (access.kind === 'failed')
    return {
      kind: 'page',
      page: (
        <ChangeFrame heading={t('heading')}>
          <ReloadAlert message={t('loadFailed')} reloadHref={reloadHref} reloadLabel={t('reload')} />
        </ChangeFrame>
      ),
    };
  const { order } = access;
  const listed = await callForOrder(locale, order.orderNo, (context, visitor) =>
    rescheduleList(context, { orderNo: order.orderNo, visitor }),
  );
  if (!listed.ok && listed.code === ResultCode.ORDER_OTHER_CHANNEL) {
    const te = await getTranslations('Errors');
    return {
      kind: 'page',
      page: (
        <ChangeFrame heading={t('otherChannelHeading')}>
          <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="change-other-channel">
            {te('7100011')}
          </p>
        </ChangeFrame>
      ),
    };
  }
  return { kind: 'order', order };
}

/** A date-change page's frame: the way back to the order, the heading, the step and the order number. */
export async function ChangeFrame({
  heading,
  step,
  stepName,
  order,
  orderLink,
  children,
}: {
  heading: string;
  step?: 1 | 2 | 3;
  stepName?: string;
  order?: Pick<OrderDetail, 'orderNo' | 'isMember'>;
  /** Where the way back goes (the order page); none without an order. */
  orderLink?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('ChangeDate');
  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
      <OrderHeading backHref={orderLink} backLabel={t('backToOrder')} heading={heading}>
        {step && stepName && (
          <p className="text-slate-800">
            <span className="font-medium">{t('stepOf', { step })}</span> · {stepName}
          </p>
        )}
        {order && <p className="font-mono text-slate-700">{t('orderLine', { orderNo: order.orderNo })}</p>}
      </OrderHeading>
      {children}
    </div>
  );
}

/** Hands the date-change messages to the page's client components. */
export function ChangeMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} paths={CHANGE_MESSAGES}>
      {children}
    </ClientMessages>
  );
}

/** One step of a date change: the change's messages and frame, the step's name and the way back to the order. */
export async function ChangeStep({
  locale,
  order,
  step,
  stepKey,
  children,
}: {
  locale: Locale;
  order: OrderDetail;
  step: 1 | 2 | 3;
  stepKey: 'stepSelect' | 'stepFlights' | 'stepConfirm';
  children: ReactNode;
}) {
  const t = await getTranslations('ChangeDate');
  return (
    <ChangeMessages locale={locale}>
      <ChangeFrame
        heading={t('heading')}
        step={step}
        stepName={t(stepKey)}
        order={order}
        orderLink={orderPageHref(order)}
      >
        {children}
      </ChangeFrame>
    </ChangeMessages>
  );
}
