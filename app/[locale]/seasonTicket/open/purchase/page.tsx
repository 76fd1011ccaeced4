import { ProductPurchasePage } from '@/app/[locale]/seasonTicket/_pages/purchase-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProducts', 'confirmTitle');

/** /seasonTicket/open/purchase?productId= (spec §2): choose beneficiaries and place the order (members only). */
export default async function OpenPurchasePage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <ProductPurchasePage locale={locale} productId={(await searchParams).productId} kind="OPEN" />;
}
