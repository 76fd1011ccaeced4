'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { CheckInTrip } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { selairHref } from './hrefs';

/** The tab holds no check-in choice for this segment: say so and lead back to where it is made. */
export function CheckInDraftMissing({ trip }: { trip: Pick<CheckInTrip, 'orderNo' | 'segIndex'> }) {
  const t = useTranslations('CheckInExtras');
  return (
    <div className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4" data-testid="check-in-draft-missing">
      <p className="text-amber-900">{t('draftMissing')}</p>
      <Link href={selairHref(trip)} className={buttonClass({ variant: 'primary' })}>
        {t('backToCheckIn')}
      </Link>
    </div>
  );
}
