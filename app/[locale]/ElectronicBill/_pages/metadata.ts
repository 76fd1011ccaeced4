import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';

type TitleKey =
  | 'authTitle'
  | 'mess.title'
  | 'resend.title'
  | 'succeed.title'
  | 'make.heading'
  | 'list.title'
  | 'issue.title'
  | 'inquire.title';

/** A zh-CN only e-invoice page's title (spec §2), kept out of search engines: it is about one traveller's ticket. */
export function eInvoiceMetadata(key: TitleKey) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const [t, site] = await Promise.all([
      getTranslations({ locale, namespace: 'EInvoice' }),
      getTranslations({ locale, namespace: 'Content' }),
    ]);
    return { title: site('titleTemplate', { title: t(key) }), robots: { index: false } };
  };
}
