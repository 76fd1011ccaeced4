'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { AddPeopleOrder } from '@/lib/contract/add-people';
import { Link } from '@/lib/i18n/navigation';
import { payHref } from './add-people-format';

/** Where a confirmed addition stands: free and done, on its way to the gateway, or the gateway not opened. */
export type AddPeopleOutcome =
  | { kind: 'paying' }
  | { kind: 'payFailed'; made: AddPeopleOrder; msg: string }
  | { kind: 'done'; made: AddPeopleOrder };

type Props = { outcome: AddPeopleOutcome; orderHref: string };

/** What replaces the form once the addition is made. */
export function AddPeopleOutcomeView({ outcome, orderHref }: Props) {
  const t = useTranslations('AddPeople');
  if (outcome.kind === 'done')
    return (
      <div role="status" className="space-y-3 rounded-md bg-green-50 p-4 text-green-900" data-testid="add-people-done">
        <h2 className="text-lg font-semibold">{t('doneHeading')}</h2>
        <p className="break-words">{t('done', { name: outcome.made.name })}</p>
        <Link href={orderHref} className={buttonClass({ variant: 'primary' })}>
          {t('backToOrder')}
        </Link>
      </div>
    );
  if (outcome.kind === 'paying')
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-800" data-testid="add-people-redirecting">
        {t('redirecting')}
      </p>
    );
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900"
      data-testid="add-people-pay-failed"
    >
      <p className="break-words">{t('payFailed', { orderNo: outcome.made.orderNo })}</p>
      {outcome.msg && <p>{outcome.msg}</p>}
      <Link href={payHref(outcome.made.orderNo)} className={buttonClass({ variant: 'accent' })}>
        {t('payNow')}
      </Link>
    </div>
  );
}
