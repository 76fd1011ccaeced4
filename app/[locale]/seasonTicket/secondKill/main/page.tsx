import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CataloguePage } from '@/app/[locale]/seasonTicket/_pages/catalogue-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: (await getTranslations({ locale, namespace: 'FlashSale' }))('title') };
}

/** /seasonTicket/secondKill/main (spec §2): the flash-sale products, each with its state and its start in Beijing. */
export default async function FlashSaleMainPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('FlashSale');
  return (
    <CataloguePage
      locale={locale}
      heading={t('title')}
      intro={t('intro')}
      filter={{ kind: 'FLASH' }}
      selfHref="/seasonTicket/secondKill/main"
    />
  );
}
