import { notFound } from 'next/navigation';
import { ProductDetailPage } from '@/app/[locale]/seasonTicket/_pages/detail-page';
import { ProductIdSchema } from '@/lib/contract/special-products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string; productId: string }> };

export const generateMetadata = privatePageMetadata('SpecialProducts', 'detailTitle');

/**
 * /seasonTicket/presale/detail/{productId} (spec §2): a presale with its rules, its deposit and balance, the
 * balance window and the installment plan.
 */
export default async function PresaleDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  const productId = ProductIdSchema.safeParse(decodeURIComponent((await params).productId));
  if (!productId.success) notFound();
  return (
    <ProductDetailPage
      locale={locale}
      productId={productId.data}
      kind="PRESALE"
      listHref="/seasonTicket/presale/list"
    />
  );
}
