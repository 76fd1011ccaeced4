import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { AgreementNav } from '../agreement-nav';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

/** Made on its first visit in each language, not at build time (airline-api is not running then). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };
const REF = { category: 'AGREEMENT_EXPLAIN', itemKey: 'main', path: '/agreement/explain' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, REF);
}

export default async function AgreementExplainPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Content');
  return (
    <SinglePage
      locale={locale}
      {...REF}
      crumbs={[{ href: '/agreement/index', label: t('agreement') }]}
      aside={<AgreementNav locale={locale} current="explain" />}
    />
  );
}
