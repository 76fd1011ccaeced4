import { getTranslations } from 'next-intl/server';
import { ProductPurchasePage } from '@/app/[locale]/seasonTicket/_pages/purchase-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('Presale', 'confirmTitle');

/**
 * /seasonTicket/presale/confirm?productId= (spec §2; §5 minimum passengers): choose beneficiaries and order with
 * the deposit (members only); the order's page then asks for the deposit, and later the balance.
 */
export default async function PresaleConfirmPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Presale');
  return (
    <ProductPurchasePage
      locale={locale}
      productId={(await searchParams).productId}
      kind="PRESALE"
      title={t('confirmTitle')}
    />
  );
}
