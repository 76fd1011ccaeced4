import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CataloguePage } from '@/app/[locale]/seasonTicket/_pages/catalogue-page';
import { ProductCategorySchema } from '@/lib/contract/special-products';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  const parsed = ProductCategorySchema.safeParse(category);
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'SpecialProducts' });
  return { title: parsed.success ? t(`category.${parsed.data}`) : t('catalogueTitle') };
}

/** /seasonTicket/main/{category} (spec §2): season tickets (package) or open tickets (open). */
export default async function SeasonTicketMainPage({ params }: Props) {
  const locale = await pageLocale(params);
  const category = ProductCategorySchema.safeParse((await params).category);
  if (!category.success) notFound();
  const t = await getTranslations('SpecialProducts');
  return (
    <CataloguePage
      locale={locale}
      heading={t(`category.${category.data}`)}
      intro={t(`categoryIntro.${category.data}`)}
      filter={{ category: category.data }}
      selfHref={`/seasonTicket/main/${category.data}`}
    />
  );
}
