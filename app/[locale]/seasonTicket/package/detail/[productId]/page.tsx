import { productDetailRoute } from '@/app/[locale]/seasonTicket/_pages/detail-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProducts', 'detailTitle');

/** /seasonTicket/package/detail/{productId} (spec §2): a season ticket, its rules and the way to buy it. */
export default productDetailRoute('PACKAGE', '/seasonTicket/main/package');
