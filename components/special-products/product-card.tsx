import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { ProductSummary } from '@/lib/contract/special-products';
import { Link } from '@/lib/i18n/navigation';
import { ProductFacts, ProductStateBadge } from './product-facts';
import { productHref } from './product-links';

/** One product in a catalogue list: its name, state, facts and the way to its detail. */
export function ProductCard({ product, locale }: { product: ProductSummary; locale: string }) {
  const t = useTranslations('SpecialProducts');
  return (
    <Card as="article" className="flex flex-col gap-3" data-testid="product-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
        <ProductStateBadge state={product.state} />
      </div>
      <p className="text-sm text-slate-700">{product.summary}</p>
      <ProductFacts product={product} locale={locale} />
      <Link
        href={productHref(product)}
        className="mt-auto inline-flex min-h-11 items-center self-start text-brand-700 underline"
        aria-label={t('detailsOf', { name: product.name })}
      >
        {t('details')}
      </Link>
    </Card>
  );
}

/** A catalogue's products as a grid of cards (one column on a phone), or its empty note. */
export function ProductGrid({ products, locale }: { products: ProductSummary[]; locale: string }) {
  const t = useTranslations('SpecialProducts');
  if (products.length === 0) return <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('empty')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((p) => (
        <ProductCard key={p.productId} product={p} locale={locale} />
      ))}
    </div>
  );
}
