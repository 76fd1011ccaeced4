import { FlashConfirmPage } from '@/app/[locale]/seasonTicket/_pages/flash-confirm-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('FlashSale', 'confirmTitle');

/** /seasonTicket/secondKill/purchaseConfirm?orderNo= (spec §2): the flash-sale order, its hold and its payment. */
export default async function FlashSaleConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <FlashConfirmPage locale={locale} orderNo={(await searchParams).orderNo} />;
}
