'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { StatusLine } from '@/components/ui/status-line';
import type { PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import { useRouter } from '@/lib/i18n/navigation';
import { ModifyChangeFields } from './modify-change-fields';
import { useModifyDraft, writeModifyDraft, type ModifyDraft } from './modify-draft';
import { ModifyPassengerList, type CertificateOption } from './modify-passenger-list';
import { namedInChinese, type ModifyValues } from './modify-rules';
import { eligibleOf, FIELD_ORDER, initialValues, modifyResolver } from './modify-values';
import { useModifyRule } from './use-modify-rule';

export type { CertificateOption } from './modify-passenger-list';

type Props = {
  orderNo: string;
  passengers: PassengerModifyCandidate[];
  certificates: CertificateOption[];
  /** Today's date (YYYY-MM-DD): a document's validity is not in the past. */
  today: string;
};

export const confirmHref = (orderNo: string) => `/ancillary/cnameConfirm?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * Step 1 of a name or document change (/ancillary/cname/{orderNo}; decision 24; spec §5 'Change name or
 * certificate'; §8 'does not support change name/certificate'): the order's passengers (those who may not change
 * shown with why, and not selectable), ONE of name or document (only that part of the form shows), and the mobile
 * twice for the confirmation SMS. The lib/domain rules pre-check it; Continue keeps it in the tab's draft and
 * opens /ancillary/cnameConfirm. A draft sent back by a refused confirmation fills the form with airline-api's
 * field errors beside their fields.
 */
export function PassengerModifyForm(props: Props) {
  const t = useTranslations('PassengerModify');
  const draft = useModifyDraft(props.orderNo);
  if (draft === undefined) return <StatusLine>{t('loadingDraft')}</StatusLine>;
  return <ModifyForm {...props} draft={draft} />;
}

function ModifyForm({ orderNo, passengers, certificates, today, draft }: Props & { draft: ModifyDraft | null }) {
  const t = useTranslations('PassengerModify');
  const rule = useModifyRule();
  const router = useRouter();
  const form = useForm<ModifyValues>({
    resolver: modifyResolver(passengers, today),
    defaultValues: initialValues(passengers, draft),
    // Fields of the other part come and go, so the first refused one is focused in the page's order.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, setValue, setError, setFocus, clearErrors, formState } = form;
  const chosen = useController({ control, name: 'passengerId' });
  const eligible = eligibleOf(passengers);
  const passenger = eligible.find((p) => p.passengerId === chosen.field.value) ?? null;

  useEffect(() => {
    // The refusals a confirmation sent back, while the form shows their passenger.
    if (!draft || draft.values.passengerId !== chosen.field.value) return;
    for (const field of FIELD_ORDER) {
      const key = draft.fieldErrors[field];
      if (key) setError(field, { type: 'server', message: key });
    }
    // Only the errors the draft arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choosePassenger(p: PassengerModifyCandidate) {
    chosen.field.onChange(p.passengerId);
    setValue('certificateType', p.certificateType);
    clearErrors();
  }

  const focusFirst = (errors: FieldErrors<ModifyValues>) => {
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) setFocus(first);
  };

  const submit = (values: ModifyValues) => {
    writeModifyDraft(orderNo, { values, fieldErrors: {}, attempt: draft?.attempt ?? null });
    router.push(confirmHref(orderNo));
  };

  if (eligible.length === 0)
    return (
      <div className="space-y-4">
        <ModifyPassengerList
          passengers={passengers}
          selected=""
          onChoose={() => undefined}
          certificates={certificates}
        />
        <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="cname-none-eligible">
          {t('noEligible')}
        </p>
      </div>
    );

  const { errors } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(submit, focusFirst)} className="space-y-4" data-testid="cname-form">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t('freeOnce')}</p>
      <ModifyPassengerList
        passengers={passengers}
        selected={chosen.field.value}
        onChoose={choosePassenger}
        certificates={certificates}
        error={rule(errors.passengerId?.message)}
        firstRef={chosen.field.ref}
      />
      {passenger && (
        <>
          <ModifyChangeFields
            chinese={namedInChinese(passenger)}
            certificates={certificates}
            control={control}
            register={register}
            errors={errors}
          />
          <Card as="fieldset">
            <legend className="px-1 text-lg font-semibold">{t('contactHeading')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextField
                id="cname-mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                label={t('mobile')}
                error={rule(errors.mobile?.message)}
                {...register('mobile')}
              />
              <TextField
                id="cname-mobileConfirm"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                label={t('mobileConfirm')}
                error={rule(errors.mobileConfirm?.message)}
                {...register('mobileConfirm')}
              />
            </div>
          </Card>
        </>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm text-red-700" data-testid="cname-error-summary">
          {t('errorSummary')}
        </p>
      )}
      <Button type="submit" variant="accent">
        {t('continue')}
      </Button>
    </form>
  );
}
