import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'AddPeople.entry' }),
    getTranslations({ locale, namespace: 'Content' }),
  ]);
  return { title: site('titleTemplate', { title: t('title') }), description: t('intro') };
}

/**
 * /addpeople (spec §2; decision 25): where the site's menus lead for adding a child or an infant. It is done on one
 * order (/addpeople/airandpeople/{child|baby}/{orderNo}), so a member starts from their orders and a visitor finds
 * the order by its number, a passenger's name and the contact phone; the order page links to the form.
 */
export default async function AddPeopleEntryPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('AddPeople.entry');
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8" data-testid="add-people-entry">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card as="section" aria-labelledby="add-people-entry-member" className="space-y-3">
          <h2 id="add-people-entry-member" className="text-lg font-semibold text-slate-900">
            {t('memberHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('memberText')}</p>
          <Link href="/member/order" className={buttonClass({ variant: 'primary' })}>
            {t('memberLink')}
          </Link>
        </Card>
        <Card as="section" aria-labelledby="add-people-entry-visitor" className="space-y-3">
          <h2 id="add-people-entry-visitor" className="text-lg font-semibold text-slate-900">
            {t('visitorHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('visitorText')}</p>
          <Link href="/book/order" className={buttonClass({ variant: 'outline' })}>
            {t('visitorLink')}
          </Link>
        </Card>
      </div>
    </div>
  );
}
