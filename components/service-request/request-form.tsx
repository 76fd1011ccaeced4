'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { ServiceRequest, ServiceRequestKind, ServiceRequestSegment } from '@/lib/contract/service-requests';
import { FlightPassengerChoice } from './flight-passenger-choice';
import {
  emptyValues,
  firstOpenSegment,
  onlyOpenPassenger,
  serviceRequestResolvers,
  type ServiceRequestChoice,
  type ServiceRequestErrorKey,
  type ServiceRequestValues,
} from './service-request-values';
import { SpecialBaggageFields } from './special-baggage-fields';
import { useServiceRequestSubmit } from './use-service-request-submit';
import { WheelchairFields } from './wheelchair-fields';

type Props = {
  idp: string;
  kind: ServiceRequestKind;
  orderNo: string;
  /** At least one flight. */
  segments: ServiceRequestSegment[];
  locale: string;
  onMade: (request: ServiceRequest) => void;
};

/**
 * The form itself: the flight and the passenger, then the kind's fields, checked by lib/domain's rules (the BFF's
 * too) beside each field before anything is sent; the first refused field takes the focus.
 */
export function RequestForm({ idp, kind, orderNo, segments, locale, onMade }: Props) {
  const t = useTranslations('ServiceRequest');
  const first = firstOpenSegment(segments, kind);
  const form = useForm<ServiceRequestValues, unknown, ServiceRequestChoice>({
    resolver: serviceRequestResolvers[kind],
    defaultValues: emptyValues(
      first,
      onlyOpenPassenger(
        segments.find((s) => s.segmentIndex === first),
        kind,
      ),
    ),
  });
  const { control, register, handleSubmit, subscribe, formState } = form;
  const outcome = useServiceRequestSubmit({ kind, orderNo, form, onMade });
  const { clearDone } = outcome;
  useEffect(() => subscribe({ formState: { values: true }, callback: clearDone }), [subscribe, clearDone]);

  const segmentIndex = useWatch({ control, name: 'segmentIndex' });
  const segment = segments.find((s) => s.segmentIndex === segmentIndex) ?? segments[0];
  const errorOf = (field: keyof ServiceRequestValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(`errors.${key as ServiceRequestErrorKey}`) : undefined;
  };

  return (
    <form noValidate onSubmit={handleSubmit(outcome.submit, outcome.clearOutcome)} className="min-w-0 space-y-5">
      <FlightPassengerChoice
        idp={idp}
        kind={kind}
        locale={locale}
        segments={segments}
        segment={segment}
        control={control}
        passengerError={errorOf('passengerId')}
      />
      {kind === 'WHEELCHAIR' ? (
        <WheelchairFields idp={idp} register={register} errorOf={errorOf} />
      ) : (
        <SpecialBaggageFields idp={idp} control={control} register={register} errorOf={errorOf} />
      )}
      {outcome.formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="service-request-error">
          {outcome.formError}
        </p>
      )}
      <div role="status" aria-live="polite">
        {outcome.done && <p className="rounded-md bg-green-50 p-3 text-sm text-green-900">{outcome.done}</p>}
      </div>
      <Button type="submit" busy={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
