import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };
const REF = { category: 'STATIC', itemKey: 'contentManager', path: '/conentManger/index' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

/**
 * /conentManger/index (spec §2 Flight and ticket services; decision 74): the CMS-managed travel information centre,
 * STATIC item `contentManager`, in both languages. Editors change it with `npm run ops -- cms publish`; airline-api
 * then tells the web to drop its cached copy (airline-api/src/cms-changes.ts), else it is made again within 5 min.
 */
export default async function ContentManagerPage({ params }: Props) {
  return <SinglePage locale={await pageLocale(params)} {...REF} />;
}
