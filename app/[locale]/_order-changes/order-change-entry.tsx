import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

/**
 * The entry of an order change (spec §2 Order changes: /modify for a date change, /refunds for a refund): a member
 * starts from their orders, a visitor finds the order by its number, a passenger's name and the contact phone;
 * an order bought through another channel is changed where it was bought. Both lead to the order, whose page
 * links to the change itself (/modify/selair/{orderNo}, /refunds/selair/{orderNo}).
 */
export async function OrderChangeEntry({ kind }: { kind: 'modify' | 'refunds' }) {
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
