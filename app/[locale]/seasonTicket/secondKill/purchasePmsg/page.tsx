import { getTranslations } from 'next-intl/server';
import { ProductPurchasePage } from '@/app/[locale]/seasonTicket/_pages/purchase-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('FlashSale', 'pmsgTitle');

/** /seasonTicket/secondKill/purchasePmsg?productId= (spec §2): the flash sale's beneficiary step (members only). */
export default async function FlashSalePmsgPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FlashSale');
  return (
    <ProductPurchasePage
      locale={locale}
      productId={(await searchParams).productId}
      kind="FLASH"
      title={t('pmsgTitle')}
    />
  );
}
