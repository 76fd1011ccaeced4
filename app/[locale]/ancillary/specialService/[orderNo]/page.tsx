import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { ServiceRequestPage } from '../service-request-page';

type Props = { params: Promise<{ locale: string; orderNo: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ServiceRequest' });
  return { title: t('title.WHEELCHAIR'), robots: { index: false } };
}

/** /ancillary/specialService/{orderNo}: a wheelchair (spec §2; decision 28; decision 29): see ServiceRequestPage. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const { orderNo } = await params;
  return <ServiceRequestPage locale={locale} orderNo={orderNo} kind="WHEELCHAIR" />;
}
