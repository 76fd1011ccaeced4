import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { ResultCode, type ProductKind } from '@/lib/contract';
import { ProductIdSchema } from '@/lib/contract/special-products';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { productDetail } from '@/lib/upstream/special-products';
import { productReadFailureKey } from '@/lib/domain/product-read-messages';
import { ProductFacts, ProductStateBadge } from '@/components/special-products/product-facts';
import { purchaseHref } from '@/components/special-products/product-links';
import { ProductRules } from '@/components/special-products/product-rules';
import { PresaleTerms } from '@/components/special-products/presale-terms';
import { SaleCountdown } from '@/components/special-products/sale-countdown';

type Props = { locale: Locale; productId: string; kind: ProductKind; listHref: string };

/**
 * A product's detail (spec §2 /seasonTicket/package/detail/{productId}, /seasonTicket/open/detail/{productId}): what
 * it is, its dates and rules, and the way to buy it while it is on sale. A product of another kind is not found here.
 * A flash sale not yet open counts down to its opening (secondKill/detail), from airline-api's clock; a presale
 * (presale/detail) adds its deposit and balance, the balance window and the installment plan.
 */
export async function ProductDetailPage({ locale, productId, kind, listHref }: Props) {
  const [t, tPresale, tRead, result] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations('Presale'),
    getTranslations('ProductMessages'),
    upstreamContextFor(locale).then((c) => productDetail(c, productId)),
  ]);
  const failure = productReadFailureKey('detail', kind);
  if (!result.ok && result.code !== ResultCode.NOT_FOUND)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ReloadAlert
          message={failure ? tRead(failure) : t('loadFailed')}
          reloadHref={`/${locale}${listHref}`}
          reloadLabel={t('reload')}
        />
      </div>
    );
  if (!result.ok || result.data.kind !== kind) notFound();
  const p = result.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{p.name}</h1>
        <ProductStateBadge state={p.state} />
      </div>
      <p className="text-slate-700">{p.summary}</p>
      <Card as="section" aria-labelledby="product-facts-heading" className="space-y-3">
        <h2 id="product-facts-heading" className="text-lg font-semibold">
          {t('detailTitle')}
        </h2>
        <ProductFacts product={p} locale={locale} full />
        <p className="text-sm text-slate-700">{p.description}</p>
      </Card>
      <Card as="section" aria-labelledby="product-rules-heading" className="space-y-3">
        <h2 id="product-rules-heading" className="text-lg font-semibold">
          {t('rulesHeading')}
        </h2>
        <ProductRules rules={p.rules} />
      </Card>
      {p.kind === 'PRESALE' && (
        <Card as="section" aria-labelledby="presale-terms-heading" className="space-y-3">
          <h2 id="presale-terms-heading" className="text-lg font-semibold">
            {tPresale('termsHeading')}
          </h2>
          <PresaleTerms product={p} locale={locale} />
        </Card>
      )}
      {p.state === 'ONGOING' ? (
        <Link href={purchaseHref(p)} className={buttonClass({ variant: 'accent' })} data-testid="buy-product">
          {t('buy')}
        </Link>
      ) : p.kind === 'FLASH' && p.state === 'NOT_STARTED' ? (
        <SaleCountdown saleStartMs={Date.parse(p.saleStart)} asOfMs={Date.parse(p.asOf)} />
      ) : (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {t('cannotBuy', { state: t(`state.${p.state}`) })}
        </p>
      )}
      <p>
        <Link href={listHref} className="text-brand-700 underline">
          {t('backToList')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The route of one kind's detail page (/seasonTicket/{package,open,presale,secondKill}/detail/{productId}): the id
 * read from the path (a malformed one is not found), then the page.
 */
export function productDetailRoute(kind: ProductKind, listHref: string) {
  return async function ProductDetailRoute({ params }: { params: Promise<{ locale: string; productId: string }> }) {
    const locale = await pageLocale(params);
    const productId = ProductIdSchema.safeParse(decodeURIComponent((await params).productId));
    if (!productId.success) notFound();
    return <ProductDetailPage locale={locale} productId={productId.data} kind={kind} listHref={listHref} />;
  };
}
