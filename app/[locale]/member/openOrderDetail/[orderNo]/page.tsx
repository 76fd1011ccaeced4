import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import SpecialProductOrderPage from '../../specialProduct/[orderNumber]/page';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export const generateMetadata = privatePageMetadata('SpecialProducts', 'orderTitle');

/**
 * /member/openOrderDetail/{orderNo} (spec §2): an open ticket's (free flight) order, where the member order list and
 * the payment result lead for type 7. It is the product order page: the cards, their flights and what is due.
 */
export default async function OpenOrderDetailPage({ params }: Props) {
  const { locale, orderNo } = await params;
  return SpecialProductOrderPage({ params: Promise.resolve({ locale, orderNumber: orderNo }) });
}
