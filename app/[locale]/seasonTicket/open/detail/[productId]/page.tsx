import { productDetailRoute } from '@/app/[locale]/seasonTicket/_pages/detail-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProducts', 'detailTitle');

/** /seasonTicket/open/detail/{productId} (spec §2): an open ticket, its rules and the way to buy it. */
export default productDetailRoute('OPEN', '/seasonTicket/main/open');
