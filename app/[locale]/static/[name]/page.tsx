import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { CustomerServiceBox } from '@/components/content/customer-service';
import { isStaticPage } from '@/lib/domain/content-paths';
import { env } from '@/lib/env';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; name: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, name } = await params;
  if (!isStaticPage(name)) return {};
  return singleMetadata(locale, { category: 'STATIC', itemKey: name, path: `/static/${name}` });
}

/** The static pages of spec §2 (the timetable and the complaint form have routes of their own). */
export default async function StaticPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { name } = await params;
  if (!isStaticPage(name)) notFound();
  const ref = { category: 'STATIC', itemKey: name, path: `/static/${name}` } as const;
  // The contact page leads with the configured customer-service number.
  const aside = name === 'contactUs' ? <CustomerServiceBox phone={env().CUSTOMER_SERVICE_PHONE} /> : undefined;
  return <SinglePage locale={locale} {...ref} aside={aside} />;
}
