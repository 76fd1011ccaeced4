import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CataloguePage } from '@/app/[locale]/seasonTicket/_pages/catalogue-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: (await getTranslations({ locale, namespace: 'Presale' }))('listTitle') };
}

/**
 * /seasonTicket/presale/list (spec §2): the presale products, each with its state, its deposit and full price, and
 * its minimum passenger count.
 */
export default async function PresaleListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Presale');
  return (
    <CataloguePage
      locale={locale}
      heading={t('listTitle')}
      intro={t('listIntro')}
      filter={{ kind: 'PRESALE' }}
      selfHref="/seasonTicket/presale/list"
    />
  );
}
