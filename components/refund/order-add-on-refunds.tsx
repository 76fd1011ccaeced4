import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AddOnRefundItem } from '@/lib/contract/add-on-refund';
import { Link } from '@/lib/i18n/navigation';

/** Where an order's add-ons are refunded alone (spec §2 /ancillary/refund; decision 26). */
export const addOnRefundHref = (orderNo: string) => `/ancillary/refund?orderNo=${encodeURIComponent(orderNo)}`;

type Props = {
  orderNo: string;
  /** The order's add-ons as airline-api lists them for a refund; null while they are read or when they cannot be. */
  items: AddOnRefundItem[] | null;
};

/**
 * 'Refund add-ons' on the order pages (member and visitor; decision 23, decision 26): shown while at least one add-on
 * of the order can be refunded without its ticket, with how many. Nothing otherwise: the applications already made
 * are in the order's refund trackers (OrderRefunds). No state of its own: the member's page renders it on the
 * server, the visitor's page through OrderAddOnRefundsLoader.
 */
export function OrderAddOnRefunds({ orderNo, items }: Props) {
  const t = useTranslations('AddOnRefund.order');
  const count = (items ?? []).filter((item) => item.block === null).length;
  if (count === 0) return null;
  const headingId = `ancillary-refunds-${orderNo}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('heading')}
          </h2>
          <p className="text-sm text-slate-700">{t('hint', { count })}</p>
        </div>
        <Link href={addOnRefundHref(orderNo)} className={buttonClass({ variant: 'outline' })}>
          {t('link')}
        </Link>
      </div>
    </Card>
  );
}
