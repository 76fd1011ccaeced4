import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { changeHref } from './reschedule-format';

/** The tab holds no choice for this order (another tab, or older than 30 minutes): say so and start again. */
export function DraftMissing({ orderNo }: { orderNo: string }) {
  const t = useTranslations('ChangeDate');
  return (
    <div className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900" data-testid="change-draft-missing">
      <p>{t('draftMissing')}</p>
      <Link href={changeHref(orderNo)} className={buttonClass({ variant: 'primary' })}>
        {t('startAgain')}
      </Link>
    </div>
  );
}
