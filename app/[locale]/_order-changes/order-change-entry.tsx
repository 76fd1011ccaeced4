import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Kind = 'modify' | 'refunds';
type LocaleParams = { params: Promise<{ locale: string }> };

/** The entry page's metadata: its title in the site's template and its intro as the description. */
export function orderChangeEntryMetadata(kind: Kind) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const [t, site] = await Promise.all([
      getTranslations({ locale, namespace: 'OrderChanges' }),
      getTranslations({ locale, namespace: 'Content' }),
    ]);
    return { title: site('titleTemplate', { title: t(`${kind}.title`) }), description: t(`${kind}.intro`) };
  };
}

/** The page of /modify or /refunds: where a member or a visitor starts, on the way to their order. */
export function orderChangeEntryPage(kind: Kind) {
  return async function OrderChangeEntryPage({ params }: LocaleParams) {
    await pageLocale(params);
    return <OrderChangeEntry kind={kind} />;
  };
}

/**
 * The entry of an order change (spec §2 Order changes: /modify for a date change, /refunds for a refund): a member
 * starts from their orders, a visitor finds the order by its number, a passenger's name and the contact phone;
 * an order bought through another channel is changed where it was bought. Both lead to the order, whose page
 * links to the change itself (/modify/selair/{orderNo}, /refunds/selair/{orderNo}).
 */
export async function OrderChangeEntry({ kind }: { kind: Kind }) {
  const t = await getTranslations('OrderChanges');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t(`${kind}.title`)}</h1>
        <p className="text-slate-700">{t(`${kind}.intro`)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Card as="section" aria-labelledby={`${kind}-member`} className="space-y-3">
          <h2 id={`${kind}-member`} className="text-lg font-semibold text-slate-900">
            {t('memberHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('memberText')}</p>
          <Link href="/member/order" className={buttonClass({ variant: 'primary' })} data-testid="order-change-member">
            {t('memberLink')}
          </Link>
        </Card>
        <Card as="section" aria-labelledby={`${kind}-visitor`} className="space-y-3">
          <h2 id={`${kind}-visitor`} className="text-lg font-semibold text-slate-900">
            {t('visitorHeading')}
          </h2>
          <p className="text-sm text-slate-700">{t('visitorText')}</p>
          <Link href="/book/order" className={buttonClass({ variant: 'outline' })} data-testid="order-change-visitor">
            {t('visitorLink')}
          </Link>
        </Card>
      </div>
      <p className="text-sm text-slate-700">{t('otherChannel')}</p>
    </div>
  );
}
