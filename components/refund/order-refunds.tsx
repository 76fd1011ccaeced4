import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundApplication } from '@/lib/contract/refund';
import { Link } from '@/lib/i18n/navigation';
import { hasRefundableTicket } from './refund-rules';
import { RefundTrackerList } from './refund-tracker';

type Props = {
  order: Pick<OrderDetail, 'orderNo' | 'tickets'>;
  /** The order's applications, newest first; null while they are read. */
  applications: RefundApplication[] | null;
  locale: string;
  /** The applications could not be read. */
  failed?: boolean;
};

/** Where a ticket order is refunded (spec §2 Order changes). */
export const refundHref = (orderNo: string) => `/refunds/selair/${orderNo}`;

/**
 * The refunds of an order on its detail pages (member and visitor; decision 23): 'Refund' while a ticket of it is
 * issued and usable, and the tracker of every application (spec §3, §9). Nothing for an order with neither.
 * No state of its own: the member's page renders it on the server, the visitor's page through OrderRefundsLoader.
 */
export function OrderRefunds({ order, applications, locale, failed = false }: Props) {
  const t = useTranslations('RefundTracker');
  const refundable = hasRefundableTicket(order);
  const list = applications ?? [];
  if (!refundable && list.length === 0 && !failed) return null;
  const headingId = `refunds-${order.orderNo}`;
  return (
    <Card as="section" aria-labelledby={headingId} data-testid="order-refunds">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        {refundable && (
          <Link href={refundHref(order.orderNo)} className={buttonClass({ variant: 'outline' })}>
            {t('refundLink')}
          </Link>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-red-700">{t('loadFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">{applications === null ? t('loading') : t('none')}</p>
      ) : (
        <RefundTrackerList applications={list} locale={locale} />
      )}
    </Card>
  );
}
