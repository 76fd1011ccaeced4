import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

type Props = { heading: string; hint: string; showLookup: boolean };

/** An order this browser cannot show ('order inquiry failed'), or one that failed to load. */
export function OrderUnavailable({ heading, hint, showLookup }: Props) {
  const t = useTranslations('OrderPay');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="order-unavailable">
      <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-700">{hint}</p>
      {showLookup && (
        <Link href="/book/order" className={buttonClass({ variant: 'primary' }, 'mt-6')}>
          {t('lookupLink')}
        </Link>
      )}
    </section>
  );
}
