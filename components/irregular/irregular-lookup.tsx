'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import * as irregular from '@/lib/bff-client/irregular';
import { ResultCode } from '@/lib/contract/codes';
import type { IrregularFindData } from '@/lib/contract/irregular';
import { TripList } from './trip-card';

type Values = { orderNo: string; passengerName: string; mobile: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;

/**
 * A visitor finds an order's flights on /ancillary/abnormalEntry (issue 15 §3; spec §6 visitors act by entering
 * passenger info): the order number, a passenger's name and the contact phone, checked here for presence and shape
 * and by airline-api for the rest. The answer lists every upcoming flight of the order with its status; the typed
 * values stay whatever happens.
 */
export function IrregularLookup({ locale }: { locale: string }) {
  const t = useTranslations('Irregular');
  const te = useTranslations('Errors');
  const id = useId();
  const [values, setValues] = useState<Values>({ orderNo: '', passengerName: '', mobile: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<IrregularFindData | null>(null);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!values.orderNo.trim()) next.orderNo = t('orderNoRequired');
    if (!values.passengerName.trim()) next.passengerName = t('nameRequired');
    if (!/^\d{5,15}$/.test(values.mobile.trim())) next.mobile = t('mobileInvalid');
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setBusy(true);
    const result = await irregular.lookup.call(values, { quiet: true });
    setBusy(false);
    if (result.ok) setFound(result.data);
    else {
      setFound(null);
      setErrors({
        form:
          result.code === ResultCode.NOT_FOUND || result.code === ResultCode.ORDER_NOT_FOUND
            ? t('lookupFailed')
            : result.msg,
      });
    }
  }

  const fields: { key: keyof Values; label: string; type: string; autoComplete: string }[] = [
    { key: 'orderNo', label: t('orderNo'), type: 'text', autoComplete: 'off' },
    { key: 'passengerName', label: t('passengerName'), type: 'text', autoComplete: 'name' },
    { key: 'mobile', label: t('mobile'), type: 'tel', autoComplete: 'tel' },
  ];

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} className="space-y-3" data-testid="irregular-lookup">
        {fields.map((f) => (
          <Field key={f.key} id={`${id}-${f.key}`} label={f.label} error={errors[f.key]}>
            {(control, invalid) => (
              <input
                {...control}
                type={f.type}
                autoComplete={f.autoComplete}
                value={values[f.key]}
                onChange={(e) => set(f.key)(e.target.value)}
                className={fieldControlClass(invalid, 'min-h-10 w-full max-w-sm')}
              />
            )}
          </Field>
        ))}
        {errors.form && (
          <p role="alert" className="text-sm text-red-700" data-testid="irregular-lookup-error">
            {errors.form || te('networkAnomaly')}
          </p>
        )}
        <Button type="submit" variant="primary" busy={busy} data-testid="irregular-lookup-submit">
          {t('lookup')}
        </Button>
      </form>
      {found && <TripList trips={found.trips} locale={locale} empty={t('noneInOrder')} />}
    </div>
  );
}
