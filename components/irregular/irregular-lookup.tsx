'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { plainResolver } from '@/components/ui/plain-resolver';
import * as irregular from '@/lib/bff-client/irregular';
import { ResultCode } from '@/lib/contract/codes';
import type { IrregularFindData } from '@/lib/contract/irregular';
import { irregularLookupIssues, type IrregularLookupValues } from './irregular-lookup-rules';
import { TripList } from './trip-card';

const resolver = plainResolver<IrregularLookupValues, IrregularLookupValues>(irregularLookupIssues, (v) => v);

/**
 * A visitor finds an order's flights on /ancillary/abnormalEntry (decision 32; spec §6 visitors act by entering
 * passenger info): the order number, a passenger's name and the contact phone, checked here for presence and shape
 * and by airline-api for the rest. The answer lists every upcoming flight of the order with its status; the typed
 * values stay whatever happens. `initialOrderNo` fills the number in (the page's `?orderNo=`).
 */
export function IrregularLookup({ locale, initialOrderNo }: { locale: string; initialOrderNo?: string }) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const id = useId();
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<IrregularLookupValues>({
    // A notice's link (decision 47) names the order: its number is filled in.
    defaultValues: { orderNo: initialOrderNo ?? '', passengerName: '', mobile: '' },
    resolver,
    // Each error goes as its field is typed in again, and nothing takes the focus (as before the form).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [found, setFound] = useState<IrregularFindData | null>(null);

  const submit = handleSubmit(async (values) => {
    const result = await irregular.lookup.call(values, { quiet: true });
    if (result.ok) return setFound(result.data);
    setFound(null);
    const notFound = result.code === ResultCode.NOT_FOUND || result.code === ResultCode.ORDER_NOT_FOUND;
    setError('root.server', { message: notFound ? t('lookupFailed') : result.msg || te('networkAnomaly') });
  });

  const fields: { key: keyof IrregularLookupValues; label: string; type: string; autoComplete: string }[] = [
    { key: 'orderNo', label: t('orderNo'), type: 'text', autoComplete: 'off' },
    { key: 'passengerName', label: t('passengerName'), type: 'text', autoComplete: 'name' },
    { key: 'mobile', label: t('mobile'), type: 'tel', autoComplete: 'tel' },
  ];
  const { errors, isSubmitting } = formState;
  const formError = errors.root?.server?.message;

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} className="space-y-3">
        {fields.map((f) => {
          const issue = errors[f.key]?.message;
          return (
            <Field
              key={f.key}
              id={`${id}-${f.key}`}
              label={f.label}
              error={issue ? t(issue as 'mobileInvalid') : undefined}
            >
              {(control, invalid) => (
                <input
                  {...control}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  className={fieldControlClass(invalid, 'min-h-10 w-full max-w-sm')}
                  {...register(f.key, {
                    onChange: () => {
                      clearErrors(f.key);
                      clearErrors('root');
                    },
                  })}
                />
              )}
            </Field>
          );
        })}
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('lookup')}
        </Button>
      </form>
      {found && <TripList trips={found.trips} locale={locale} empty={t('noneInOrder')} />}
    </div>
  );
}
