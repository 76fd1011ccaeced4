import { ProductRefundPage } from '@/app/[locale]/seasonTicket/_pages/refund-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProductRefund', 'title');

/** /seasonTicket/package/refund?orderNo= (spec §2): refund the cards of a product order (members only). */
export default async function PackageRefundPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <ProductRefundPage locale={locale} orderNo={(await searchParams).orderNo} />;
}
