import 'server-only';
import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { isLocale } from './routing';

/** Props of a page that reads its query (the booking funnel, payment). */
export type QueryPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** generateMetadata of a page kept out of search engines, titled by one message (e.g. 'BookingFunnel', 'confirmTitle'). */
export function privatePageMetadata<N extends keyof Messages>(namespace: N, key: keyof Messages[N] & string) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    // The key is checked against the namespace at the call (the signature); the translator cannot see that.
    return { title: (t as unknown as (k: string) => string)(key), robots: { index: false } };
  };
}
