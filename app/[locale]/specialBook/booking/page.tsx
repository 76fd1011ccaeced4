import { ExchangePage } from '@/app/[locale]/specialBook/_pages/exchange-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('ProductExchange', 'title');

/** /specialBook/booking?orderNo=&unitId= (spec §2): exchange one of a card's flights for a ticket (members only). */
export default async function SpecialBookingPage({ params, searchParams }: QueryPageProps) {
  const locale = await pageLocale(params);
  return <ExchangePage locale={locale} query={await searchParams} />;
}
