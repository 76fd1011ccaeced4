import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CataloguePage } from '@/app/[locale]/seasonTicket/_pages/catalogue-page';
import { ProductTypeSchema } from '@/lib/contract/special-products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; type: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type } = await params;
  const parsed = ProductTypeSchema.safeParse(type);
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'SpecialProducts' });
  return { title: parsed.success ? t(`type.${parsed.data}`) : t('catalogueTitle') };
}

/** /seasonTicket/seasonTicketList/{type} (spec §2): the products of one type, season tickets and open tickets. */
export default async function SeasonTicketListPage({ params }: Props) {
  const locale = await pageLocale(params);
  const type = ProductTypeSchema.safeParse((await params).type);
  if (!type.success) notFound();
  const t = await getTranslations('SpecialProducts');
  return (
    <CataloguePage
      locale={locale}
      heading={t('typeHeading', { type: t(`type.${type.data}`) })}
      filter={{ type: type.data }}
      selfHref={`/seasonTicket/seasonTicketList/${type.data}`}
    />
  );
}
