import { PlacedOrderPage } from '@/app/[locale]/seasonTicket/_pages/placed-order-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('OpenTicketConfirm', 'confirmTitle');

/** /seasonTicket/open/purchaseConfirm?orderNo= (spec §2): the open-ticket order just placed, its hold and payment. */
export default async function OpenTicketConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <PlacedOrderPage locale={locale} orderNo={(await searchParams).orderNo} kind="OPEN" />;
}
