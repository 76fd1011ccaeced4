import type { ReactNode } from 'react';
import { orderPageHref } from '@/components/order/order-format';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { Link } from '@/lib/i18n/navigation';

/** An order page whose read failed for another reason than access: its heading and an alert with a reload link. */
export function LoadFailedPage({
  t,
  heading,
  reloadHref,
}: {
  /** The page's words for the alert and its link. */
  t: (key: 'loadFailed' | 'reload') => string;
  heading: string;
  reloadHref: string;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{heading}</h1>
      <ReloadAlert message={t('loadFailed')} reloadHref={reloadHref} reloadLabel={t('reload')} />
    </div>
  );
}

/**
 * The head of an order change page: the way back to the order (none without one), the heading, the order's line
 * and whatever the page says under them.
 */
export function OrderHeading({
  backHref,
  backLabel,
  heading,
  orderLine,
  breakAll = false,
  children,
}: {
  backHref?: string;
  backLabel: string;
  heading: string;
  orderLine?: string;
  /** The name and add-people pages break a long number on a phone. */
  breakAll?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {backHref && (
        <Link href={backHref} className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
          {backLabel}
        </Link>
      )}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        {orderLine && (
          <p className={breakAll ? 'font-mono break-all text-slate-700' : 'font-mono text-slate-700'}>{orderLine}</p>
        )}
        {children}
      </div>
    </>
  );
}

/** The words every order change page has in its namespace for its head. */
type OrderHeadWords = ((key: 'backToOrder') => string) & ((key: 'orderLine', values: { orderNo: string }) => string);

/** The head of a page about one order: the way back to it, the heading, its number and the page's intro line. */
export function OrderPageHead({
  t,
  order,
  heading,
  intro,
}: {
  t: OrderHeadWords;
  order: Parameters<typeof orderPageHref>[0] & { orderNo: string };
  heading: string;
  intro?: string;
}) {
  return (
    <OrderHeading
      backHref={orderPageHref(order)}
      backLabel={t('backToOrder')}
      heading={heading}
      orderLine={t('orderLine', { orderNo: order.orderNo })}
    >
      {intro && <p className="text-slate-700">{intro}</p>}
    </OrderHeading>
  );
}

/** What a change page's frame shows: the heading, and the order's number and page when it is known. */
export type FrameProps = { heading: string; orderNo?: string; orderHref?: string; children: ReactNode };

/**
 * The frame of a page that changes one order: the way back to it, the heading and its number (broken on a phone),
 * then the page. Phone first, never wider.
 */
export function OrderChangeFrame({
  t,
  heading,
  orderNo,
  orderHref,
  testId,
  children,
}: FrameProps & { t: OrderHeadWords; testId?: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8" data-testid={testId}>
      <OrderHeading
        backHref={orderHref}
        backLabel={t('backToOrder')}
        heading={heading}
        orderLine={orderNo && t('orderLine', { orderNo })}
        breakAll
      />
      {children}
    </div>
  );
}
