import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };
const REF = { category: 'STATIC', itemKey: 'license', path: '/license' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

export default async function LicensePage({ params }: Props) {
  return <SinglePage locale={await pageLocale(params)} {...REF} />;
}
