'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AddOnSegment } from '@/lib/contract/add-ons';
import { Link } from '@/lib/i18n/navigation';
import { addOnConfirmHref, addOnPageHref } from './add-on-format';

/** /ancillaryConfirm with nothing chosen: the way to each add-on page. */
export function AddOnNothingChosen({ orderNo }: { orderNo: string }) {
  const t = useTranslations('AddOnShop');
  return (
    <Card className="space-y-3" data-testid="addon-checkout-empty">
      <p className="text-slate-800">{t('checkout.nothingChosen')}</p>
      <div className="flex flex-wrap gap-2">
        {(['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'EXTRA_SEAT', 'MAILING'] as const).map((kind) => (
          <Link key={kind} href={addOnPageHref(kind, orderNo)} className={buttonClass({ variant: 'outline' })}>
            {t(`more.${kind}`)}
          </Link>
        ))}
      </div>
    </Card>
  );
}

type OthersProps = { orderNo: string; others: number[]; segments: AddOnSegment[] };

/** The order's other segments with choices: each is confirmed on its own. */
export function AddOnOtherSegments({ orderNo, others, segments }: OthersProps) {
  const t = useTranslations('AddOnShop');
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="addon-other-segments">
      <p>{t('checkout.others')}</p>
      <ul className="space-y-1">
        {others.map((s) => {
          const other = segments.find((x) => x.segmentIndex === s);
          return (
            <li key={s}>
              <Link
                href={addOnConfirmHref(orderNo, { segment: s })}
                className="inline-flex min-h-6 items-center text-brand-700 underline"
              >
                {other ? t('segmentHeading', { dep: other.depCityName, arr: other.arrCityName }) : String(s + 1)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
