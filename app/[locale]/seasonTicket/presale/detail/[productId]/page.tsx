import { productDetailRoute } from '@/app/[locale]/seasonTicket/_pages/detail-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProducts', 'detailTitle');

/**
 * /seasonTicket/presale/detail/{productId} (spec §2): a presale with its rules, its deposit and balance, the
 * balance window and the installment plan.
 */
export default productDetailRoute('PRESALE', '/seasonTicket/presale/list');
