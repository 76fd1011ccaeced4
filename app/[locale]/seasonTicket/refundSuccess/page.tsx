import { ProductRefundSuccessPage } from '@/app/[locale]/seasonTicket/_pages/refund-success-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProductRefund', 'successTitle');

/** /seasonTicket/refundSuccess?orderNo= (spec §2): the refund's amount and when it arrives (members only). */
export default async function RefundSuccessPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  return <ProductRefundSuccessPage locale={locale} orderNo={query.orderNo} refundNo={query.refundNo} />;
}
