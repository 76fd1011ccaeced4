'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AddPeopleAdult, AddPeopleCheckData, AddPeopleOrder, AddPeopleType } from '@/lib/contract/add-people';
import type { AddPeopleOutcome } from './add-people-outcome';
import { AddPeopleQuote } from './add-people-quote';
import {
  addPeopleResolver,
  chosenAdult,
  eligibleAdults,
  emptyValues,
  segmentsOf,
  totalOf,
  tripFactsOf,
  type AddPeopleChoice,
  type AddPeopleValues,
} from './add-people-rules';
import { AdultChoice } from './adult-choice';
import { NewPassengerFields, type CertificateOption, type NationalityOption } from './new-passenger-fields';
import { useAddPeopleCommit } from './use-add-people-commit';

/** The document types of a domestic and of an international trip (spec §3 idType). */
export type CertificateLists = { domestic: CertificateOption[]; international: CertificateOption[] };

export type AddPeopleFormBodyProps = {
  orderNo: string;
  type: AddPeopleType;
  /** The check the page read on the server: the adults and the price per flight. */
  initialCheck: AddPeopleCheckData;
  certificates: CertificateLists;
  nationalities: NationalityOption[];
  /** Today in the airline's zone (YYYY-MM-DD). */
  today: string;
  locale: string;
  /**
   * Told the new order just before the browser leaves for the gateway: the page remembers the original order for
   * the payment result's way back (features do not import each other, so the page composes it).
   */
  onPaying?: (made: AddPeopleOrder) => void;
  onOutcome: (outcome: AddPeopleOutcome) => void;
};

/** The document types the trip takes (an international flight: the passport only, airline-api's list says). */
function listFor(certificates: CertificateLists, international: boolean): CertificateOption[] {
  return international ? certificates.international : certificates.domestic;
}

function initialValues(check: AddPeopleCheckData, certificates: CertificateLists): AddPeopleValues {
  const eligible = eligibleAdults(check);
  const only = eligible.length === 1 ? eligible[0]! : null;
  const list = listFor(certificates, tripFactsOf(check, only).international);
  return { ...emptyValues(list[0]?.typeId ?? 'PP'), guardianId: only?.passengerId ?? '' };
}

/**
 * The adult, the new passenger checked with the booking's rules against that adult's flights (lib/domain, as
 * airline-api checks them), the price per flight, and Confirm. What was typed stays through every refusal.
 */
export function AddPeopleFormBody(props: AddPeopleFormBodyProps) {
  const { type, initialCheck, certificates, nationalities, today, locale } = props;
  const t = useTranslations('AddPeople');
  const [check, setCheck] = useState(initialCheck);
  const form = useForm<AddPeopleValues, unknown, AddPeopleChoice>({
    resolver: addPeopleResolver(type, check),
    defaultValues: initialValues(initialCheck, certificates),
  });
  const { register, handleSubmit, getValues, setValue, formState } = form;
  const guardian = useController({ control: form.control, name: 'guardianId' });
  const commit = useAddPeopleCommit({ ...props, check, setCheck, form });

  const adult = chosenAdult(check, guardian.field.value);
  const certificateList = listFor(certificates, tripFactsOf(check, adult).international);

  function chooseAdult(chosen: AddPeopleAdult) {
    guardian.field.onChange(chosen.passengerId);
    // A document type the adult's trip does not take (an international flight: passport only) becomes one it does.
    const list = listFor(certificates, tripFactsOf(check, chosen).international);
    if (!list.some((c) => c.typeId === getValues('certificateType')))
      setValue('certificateType', list[0]?.typeId ?? 'PP');
  }

  if (check.segments.length === 0)
    return (
      <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="add-people-no-flights">
        {t('noFlights')}
      </p>
    );

  const total = adult ? totalOf(check, adult) : 0;
  const hasErrors = Object.keys(formState.errors).length > 0;
  const busy = formState.isSubmitting;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(commit.submit, commit.clearRefusal)}
      className="min-w-0 space-y-4"
      data-testid="add-people-form"
    >
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t(`intro.${type}`)}</p>
      <AdultChoice
        check={check}
        selected={guardian.field.value}
        onChoose={chooseAdult}
        error={guardian.fieldState.error ? t('chooseAdult') : undefined}
        firstRef={guardian.field.ref}
      />
      {eligibleAdults(check).length === 0 ? (
        <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="add-people-no-adult">
          {t(`noAdult.${type}`)}
        </p>
      ) : (
        <>
          <NewPassengerFields
            type={type}
            register={register}
            errors={formState.errors}
            certificates={certificateList}
            nationalities={nationalities}
            today={today}
          />
          <Card
            as="section"
            aria-labelledby="add-people-price"
            aria-busy={commit.checking}
            className="min-w-0 space-y-3"
          >
            <h2 id="add-people-price" className="text-lg font-semibold text-slate-900">
              {t('priceHeading')}
            </h2>
            {adult ? (
              <AddPeopleQuote segments={segmentsOf(check, adult)} currency={check.currency} locale={locale} />
            ) : (
              <p className="text-sm text-slate-700">{t('priceNeedsAdult')}</p>
            )}
          </Card>
          {commit.notice && (
            <p
              role="alert"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="add-people-notice"
            >
              {commit.notice}
            </p>
          )}
          {commit.refusal && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="add-people-refusal">
              {commit.refusal}
            </p>
          )}
          {hasErrors && (
            <p role="alert" className="text-sm text-red-700" data-testid="add-people-error-summary">
              {t('errorSummary')}
            </p>
          )}
          <Button
            type="submit"
            variant="accent"
            size="lg"
            busy={busy || commit.checking}
            className="w-full sm:w-auto"
            data-testid="add-people-confirm"
          >
            {busy ? t('confirming') : adult && total === 0 ? t('confirmFree') : t('confirm')}
          </Button>
        </>
      )}
    </form>
  );
}
