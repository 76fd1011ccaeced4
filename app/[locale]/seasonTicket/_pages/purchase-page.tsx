import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Card } from '@/components/ui/card';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { ResultCode, type ProductKind } from '@/lib/contract';
import { ProductIdSchema } from '@/lib/contract/special-products';
import { maskDocumentNumber } from '@/lib/domain/document-mask';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireMember } from '@/lib/session';
import { bookList } from '@/lib/upstream/member-book';
import { productDetail } from '@/lib/upstream/special-products';
import { BeneficiaryCheckout } from '@/components/special-products/beneficiary-checkout';
import { ProductFacts } from '@/components/special-products/product-facts';
import { ProductRules } from '@/components/special-products/product-rules';
import { PresaleTerms } from '@/components/special-products/presale-terms';
import { productHref, purchaseHref } from '@/components/special-products/product-links';

type Props = { locale: Locale; productId: string | string[] | undefined; kind: ProductKind; title?: string };

/**
 * The purchase step of a product (spec §2 /seasonTicket/package/confirm, /seasonTicket/open/purchase): the member's
 * beneficiaries to choose from, the product it is for, and the order placed from here (a flash sale's at
 * secondKill/purchasePmsg, with its own title; a presale's at presale/confirm, which explains its minimum passenger
 * count and its deposit). Members only.
 */
export async function ProductPurchasePage({ locale, productId, kind, title }: Props) {
  await requireMember(locale);
  const id = ProductIdSchema.safeParse([productId].flat()[0]);
  if (!id.success) notFound();
  const context = await upstreamContextFor(locale);
  const [t, tPresale, product, book] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations('Presale'),
    productDetail(context, id.data),
    bookList(context, 'beneficiary'),
  ]);
  if (!product.ok && product.code === ResultCode.NOT_FOUND) notFound();
  if (product.ok && product.data.kind !== kind) notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{title ?? t('confirmTitle')}</h1>
      {!product.ok || !book.ok ? (
        <ReloadAlert
          message={t('loadFailed')}
          reloadHref={`/${locale}${purchaseHref({ kind, productId: id.data })}`}
          reloadLabel={t('reload')}
        />
      ) : (
        <>
          <Card as="section" aria-labelledby="purchase-product" className="space-y-2">
            <h2 id="purchase-product" className="text-lg font-semibold">
              <Link href={productHref(product.data)} className="text-brand-800 underline">
                {product.data.name}
              </Link>
            </h2>
            <ProductFacts product={product.data} locale={locale} />
            {kind === 'PRESALE' && (
              <p className="text-sm text-slate-800" data-testid="presale-confirm-hint">
                {tPresale('confirmHint', {
                  count: product.data.rules.minBeneficiaries,
                  hours: product.data.rules.balanceHours ?? 0,
                })}
              </p>
            )}
          </Card>
          {/* The terms the checkbox below agrees to, on the page where it is ticked. */}
          <Card as="section" aria-labelledby="purchase-terms" className="space-y-3" data-testid="purchase-terms">
            <h2 id="purchase-terms" className="text-lg font-semibold">
              {t('purchaseTermsHeading')}
            </h2>
            <ProductRules rules={product.data.rules} />
            {kind === 'PRESALE' && <PresaleTerms product={product.data} locale={locale} />}
          </Card>
          {product.data.state !== 'ONGOING' ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
              {t('cannotBuy', { state: t(`state.${product.data.state}`) })}
            </p>
          ) : (
            <Card as="section">
              <BeneficiaryCheckout
                product={product.data}
                locale={locale}
                beneficiaries={book.data.list.map((e) => ({
                  id: e.id,
                  name: e.data.name || [e.data.surname, e.data.givenName].filter(Boolean).join('/'),
                  certificate: maskDocumentNumber(e.data.certificateNumber),
                  birthday: e.data.birthday,
                  gender: e.data.gender,
                  pending: e.status === 'pending',
                }))}
              />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
