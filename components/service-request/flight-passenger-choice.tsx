'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import type { ServiceRequestKind, ServiceRequestSegment } from '@/lib/contract/service-requests';
import { formatAirportDateTime, formatAirportTime } from '@/lib/i18n/format';
import { CHOICE_CLASSES as C } from './choice-classes';
import { onlyOpenPassenger, type ServiceRequestChoice, type ServiceRequestValues } from './service-request-values';

type Props = {
  idp: string;
  kind: ServiceRequestKind;
  locale: string;
  segments: ServiceRequestSegment[];
  segment: ServiceRequestSegment | undefined;
  control: Control<ServiceRequestValues, unknown, ServiceRequestChoice>;
  /** The localized error of the passenger choice. */
  passengerError?: string;
};

/**
 * The flight, then its passengers: those who cannot ask for the kind are shown with the reason and cannot be
 * chosen. Choosing another flight chooses its only open passenger, or none.
 */
export function FlightPassengerChoice({ idp, kind, locale, segments, segment, control, passengerError }: Props) {
  const t = useTranslations('ServiceRequest');
  const flight = useController({ control, name: 'segmentIndex' });
  const passenger = useController({ control, name: 'passengerId' });
  const errorId = `${idp}-passenger-error`;

  return (
    <>
      <fieldset className="min-w-0">
        <legend className={C.legend}>{t('segmentLegend')}</legend>
        <div className="space-y-2">
          {segments.map((s) => (
            <label key={s.segmentIndex} className={C.choice}>
              <input
                type="radio"
                name={`${idp}-segment`}
                className={`${C.radio} mt-0.5`}
                checked={s.segmentIndex === segment?.segmentIndex}
                onChange={() => {
                  flight.field.onChange(s.segmentIndex);
                  passenger.field.onChange(onlyOpenPassenger(s, kind));
                }}
              />
              <span className="min-w-0 text-sm text-slate-900">
                <span className="block font-semibold">
                  {t('flightLine', { flightNo: s.flightNo, dep: s.depCityName, arr: s.arrCityName })}
                </span>
                <span className="block text-slate-700">
                  {t('departs', { time: formatAirportTime(s.depTime, s.depTimeZone, locale) })}
                </span>
                <span className="block text-slate-700">
                  {t('requestEnds', { time: formatAirportDateTime(s.requestEndsAt, s.depTimeZone, locale) })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="min-w-0" aria-describedby={passengerError ? errorId : undefined}>
        <legend className={C.legend}>{t('passengerLegend')}</legend>
        <div className="space-y-2">
          {segment?.passengers.map((p, i) => {
            const block = p.blocks[kind];
            return (
              <label
                key={p.passengerId}
                className={`${C.choice} ${block ? 'cursor-not-allowed bg-slate-50' : ''}`}
                data-testid="service-request-passenger"
                data-passenger-id={p.passengerId}
              >
                <input
                  ref={i === 0 ? passenger.field.ref : undefined}
                  type="radio"
                  name={`${idp}-passenger`}
                  className={`${C.radio} mt-0.5`}
                  disabled={block !== null}
                  checked={passenger.field.value === p.passengerId}
                  aria-describedby={block ? `${idp}-block-${p.passengerId}` : undefined}
                  onChange={() => passenger.field.onChange(p.passengerId)}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold break-words text-slate-900">
                    {p.name} · {t(`passengerType.${p.type}`)}
                  </span>
                  {block && (
                    <span id={`${idp}-block-${p.passengerId}`} className="block text-slate-700">
                      {t(`block.${block}`)}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={errorId} error={passengerError} />
      </fieldset>
    </>
  );
}
