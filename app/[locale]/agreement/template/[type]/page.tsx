import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { AgreementNav } from '../../agreement-nav';

/** Decision 8: cached for everyone, made again at most every 5 minutes (CMS_REVALIDATE_SECONDS). */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; type: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, type } = await params;
  return singleMetadata(locale, { category: 'AGREEMENT_TEMPLATE', itemKey: type, path: `/agreement/template/${type}` });
}

/** An agreement template by type; an unknown type answers 404. */
export default async function AgreementTemplatePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { type } = await params;
  const t = await getTranslations('Content');
  return (
    <SinglePage
      locale={locale}
      category="AGREEMENT_TEMPLATE"
      itemKey={type}
      path={`/agreement/template/${type}`}
      crumbs={[{ href: '/agreement/index', label: t('agreement') }]}
      aside={<AgreementNav locale={locale} current={type} />}
    />
  );
}
