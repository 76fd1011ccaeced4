import { getTranslations } from 'next-intl/server';
import { ErrorReference } from '@/components/shell/error-reference';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

/** A page that exists whose item does not (a news id, an order number) answers 404 with this. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const common = await getTranslations('Common');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{(await getTranslations('Metadata'))('notFoundTitle')}</title>
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p className="mt-3 text-slate-600">{t('body')}</p>
      <ErrorReference />
      <Link href="/" className={buttonClass({ variant: 'primary' }, 'mt-6')}>
        {common('backHome')}
      </Link>
    </section>
  );
}
