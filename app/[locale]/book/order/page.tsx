import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderLookup } from '@/components/order/order-lookup';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'OrderLookup' });
  return { title: t('title'), robots: { index: false } };
}

/** /book/order: the visitor's order lookup (spec §2). */
export default async function OrderLookupPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('OrderLookup');
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <OrderLookup locale={locale} />
    </div>
  );
}
