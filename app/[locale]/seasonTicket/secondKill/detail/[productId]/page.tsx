import { productDetailRoute } from '@/app/[locale]/seasonTicket/_pages/detail-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('SpecialProducts', 'detailTitle');

/** /seasonTicket/secondKill/detail/{productId} (spec §2): a flash sale, counting down to its opening. */
export default productDetailRoute('FLASH', '/seasonTicket/secondKill/main');
