'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  id: string;
  /** The form's wiring of the 'I agree' box. */
  field: UseFormRegisterReturn<'clauseAgreed'>;
  /** 'Please agree to the check-in clause', once a submit found it unticked. */
  error?: string;
};

/** The check-in clause (dangerous goods, the passenger notice) and the box that agrees to it, its error beside it. */
export function CheckInClause({ id, field, error }: Props) {
  const t = useTranslations('CheckIn');
  const errorId = `${id}-clause-error`;
  return (
    <section aria-labelledby={`${id}-clause`} className="space-y-2 rounded-md bg-slate-50 p-3">
      <h2 id={`${id}-clause`} className="font-semibold text-slate-900">
        {t('selair.clauseHeading')}
      </h2>
      <p className="text-sm text-slate-700" data-testid="check-in-clause">
        {t.rich('selair.clause', {
          dangerous: (chunks) => (
            <Link href="/static/dangerousGoods" className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
          notice: (chunks) => (
            <Link href="/static/passengerNotice" className="text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <label className="flex min-h-6 items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="check-in-agree"
          {...field}
        />
        <span>{t('selair.agree')}</span>
      </label>
      <FieldError id={errorId} role="alert" error={error} />
    </section>
  );
}
