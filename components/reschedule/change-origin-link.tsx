'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { changeParentOf } from './reschedule-draft';
import { orderHref } from './reschedule-format';

const noSubscription = () => () => undefined;

/**
 * The way back from the payment result of a rescheduled order (type reschedule) to the order it changed: this tab
 * remembered it when the change was confirmed (the new order does not name its original). Nothing when the tab
 * does not know it.
 */
export function ChangeOriginLink({ orderNo }: { orderNo: string }) {
  const t = useTranslations('ChangeDate');
  const parent = useSyncExternalStore(
    noSubscription,
    () => JSON.stringify(changeParentOf(orderNo)),
    () => 'null',
  );
  const origin = JSON.parse(parent) as ReturnType<typeof changeParentOf>;
  if (!origin) return null;
  return (
    <Link
      href={orderHref(origin.orderNo, origin.isMember)}
      className="inline-flex min-h-6 items-center text-brand-700 underline"
      data-testid="change-origin-link"
    >
      {t('result.backToOriginal', { orderNo: origin.orderNo })}
    </Link>
  );
}
