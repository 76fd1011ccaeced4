import { PlacedOrderPage } from '@/app/[locale]/seasonTicket/_pages/placed-order-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('FlashSale', 'confirmTitle');

/** /seasonTicket/secondKill/purchaseConfirm?orderNo= (spec §2): the flash-sale order, its hold and its payment. */
export default async function FlashSaleConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <PlacedOrderPage locale={locale} orderNo={(await searchParams).orderNo} kind="FLASH" />;
}
