import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PRODUCT_CATEGORIES } from '@/lib/contract/special-products';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: (await getTranslations({ locale, namespace: 'SpecialProducts' }))('hubTitle') };
}

/**
 * /seasonTicket: where the menu's "Season tickets" leads (decision 67), the product categories of spec §2
 * /seasonTicket/main/{category}, each with what it is and the way to its products, the flash sale
 * (/seasonTicket/secondKill/main) and the presale (/seasonTicket/presale/list).
 */
export default async function SpecialProductsHubPage({ params }: Props) {
  await pageLocale(params);
  const [t, tFlash, tPresale] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations('FlashSale'),
    getTranslations('Presale'),
  ]);
  // The two categories, then the flash sale and the presales: each a card with the way to its products.
  const entries = [
    ...PRODUCT_CATEGORIES.map((category) => ({
      href: `/seasonTicket/main/${category}`,
      title: t(`category.${category}`),
      intro: t(`categoryIntro.${category}`),
      browse: t('hubBrowse', { category: t(`category.${category}`) }),
    })),
    {
      href: '/seasonTicket/secondKill/main',
      title: tFlash('title'),
      intro: tFlash('intro'),
      browse: tFlash('hubBrowse'),
    },
    {
      href: '/seasonTicket/presale/list',
      title: tPresale('listTitle'),
      intro: tPresale('listIntro'),
      browse: tPresale('hubBrowse'),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('hubTitle')}</h1>
      <p className="text-slate-700">{t('hubIntro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {entries.map((e) => (
          <Card as="li" key={e.href} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{e.title}</h2>
            <p className="text-sm text-slate-700">{e.intro}</p>
            <Link
              href={e.href}
              className="mt-auto inline-flex min-h-11 items-center self-start text-brand-700 underline"
            >
              {e.browse}
            </Link>
          </Card>
        ))}
      </ul>
    </div>
  );
}
