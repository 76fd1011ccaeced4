import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';
import { OrderChangeEntry } from '../_order-changes/order-change-entry';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'OrderChanges' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return { title: site('titleTemplate', { title: t('modify.title') }), description: t('modify.intro') };
}

/** /modify (spec §2 Order changes): where a member or a visitor starts, on the way to their order. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <OrderChangeEntry kind="modify" />;
}
