import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from './routing';

/** Props of a page that reads its query (the booking funnel, payment). */
export type QueryPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** generateMetadata of a page kept out of search engines, titled by one message (e.g. 'BookingFunnel', 'confirmTitle'). */
export function privatePageMetadata(namespace: string, key: string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    return { title: t(key), robots: { index: false } };
  };
}
