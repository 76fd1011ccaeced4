import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { REAL_NAME_ROUTES } from './real-name-links';

/**
 * 'Real-name certification expired' (spec §8) where the member lands: an expired certification limits
 * points and coupons until it is done again (spec §6), so the notice links straight to certifying again.
 */
export function RealNameExpiredNotice() {
  const t = useTranslations('RealNameCertificate');
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="min-w-0 grow basis-60">
        <strong id={id} className="font-semibold">
          {t('expired')}
        </strong>{' '}
        {t('expiredNotice')}
      </p>
      <Link href={REAL_NAME_ROUTES.certify} className={buttonClass({ variant: 'primary', size: 'sm' })}>
        {t('certifyAgain')}
      </Link>
    </div>
  );
}
