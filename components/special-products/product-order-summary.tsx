import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { ProductOrderData } from '@/lib/contract/special-products';
import { formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { beijing, ProductFacts } from './product-facts';
import { productHref } from './product-links';

type Props = {
  order: ProductOrderData;
  locale: string;
  /** The order's state as the page words it (a presale's phase, or the order's). */
  status: string;
  amountFen: number;
  /** The member's product page: the product type, the bound member, when it was paid, every fact of the product. */
  full?: boolean;
};

/**
 * A product order at the top of its pages (spec §3: bound user; decision 67): the product, the order number, its
 * state and amount, and the product's facts. The confirm steps show the short form, the product page the full one.
 */
export function ProductOrderSummary({ order: o, locale, status, amountFen, full = false }: Props) {
  const t = useTranslations('SpecialProducts');
  return (
    <Card as="section" aria-labelledby="product-order-heading" className="space-y-3">
      <h2 id="product-order-heading" className="text-lg font-semibold">
        <Link href={productHref(o.product)} className="text-brand-800 underline">
          {o.product.name}
        </Link>
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('orderNo')}</dt>
        <dd className="font-mono break-all text-slate-900">{o.orderNo}</dd>
        {full && (
          <>
            <dt className="text-slate-600">{t('productType')}</dt>
            <dd>{t(`orderType.${o.orderType as 6 | 7 | 9 | 10}`)}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('orderStatus')}</dt>
        <dd data-testid="product-order-status">{status}</dd>
        <dt className="text-slate-600">{t('amount')}</dt>
        <dd>{formatMoney(amountFen, 'CNY', locale)}</dd>
        {full && (
          <>
            <dt className="text-slate-600">{t('boundMember')}</dt>
            <dd>{o.boundMember}</dd>
          </>
        )}
        {full && o.paidAt && (
          <>
            <dt className="text-slate-600">{t('paidAt')}</dt>
            <dd>{beijing(o.paidAt, locale)}</dd>
          </>
        )}
      </dl>
      <ProductFacts product={o.product} locale={locale} full={full} />
    </Card>
  );
}
