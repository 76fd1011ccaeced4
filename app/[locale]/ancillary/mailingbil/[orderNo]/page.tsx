import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { AddOnPage } from '../../_lib/add-on-page';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AddOnShop' });
  return { title: t('title.MAILING'), robots: { index: false } };
}

/** /ancillary/mailingbil/{orderNo}: the itinerary mailed (spec §2; decision 28; decision 30): see AddOnPage. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  return <AddOnPage locale={locale} orderNo={orderNo} kind="MAILING" />;
}
