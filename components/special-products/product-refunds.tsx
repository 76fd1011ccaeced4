import { useTranslations } from 'next-intl';
import type { ProductRefundRecord } from '@/lib/contract/special-product-refunds';
import { formatMoney } from '@/lib/i18n/format';

/**
 * A product order's refunds (decision 67), newest first: each refund's number, amount and the date it arrives by
 * (15 working days), so the order page says where the money of its refunded cards went.
 */
export function ProductRefunds({ refunds, locale }: { refunds: ProductRefundRecord[]; locale: string }) {
  const t = useTranslations('SpecialProductRefund');
  return (
    <ul className="space-y-2 text-sm" data-testid="product-refunds">
      {refunds.map((r) => (
        <li key={r.refundNo} className="rounded-md border border-slate-200 p-3">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">{t('refundNo')}</dt>
            <dd className="font-mono break-all">{r.refundNo}</dd>
            <dt className="text-slate-600">{t('successAmount')}</dt>
            <dd className="font-semibold">{formatMoney(r.refundFen, 'CNY', locale)}</dd>
            <dt className="text-slate-600">{t('expectedBy')}</dt>
            <dd>{r.expectedBy}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
