import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  adviceDepartureTime,
  counterAdvice,
  type AdviceFlightStatus,
  type CounterAdviceFlight,
} from '@/lib/domain/counter-advice';
import { formatAirportDateTime } from '@/lib/i18n/format';

type Props = CounterAdviceFlight & {
  /** The departure airport by name: the times are its local times. */
  airport: string;
  locale: string;
  /** The flight's status now: a delay moves the advice to the new departure; a cancellation drops it. */
  flightStatus?: AdviceFlightStatus;
};

/**
 * Spec §9's counter advice beside a flight (the check-in page, the boarding pass page): at the airport 3 hours
 * ahead, at the counter 2 (domestic) or 3 (international) hours ahead, at the gate 25 minutes before departure,
 * each as the departure airport's clock shows it. Renders on the server; hidden on paper.
 */
export function CounterAdviceNote({ airport, locale, flightStatus, ...planned }: Props) {
  const t = useTranslations('CounterAdvice');
  const id = useId();
  const departureTime = adviceDepartureTime(planned.departureTime, flightStatus);
  if (departureTime === null) return null;
  const flight = { ...planned, departureTime };
  const advice = counterAdvice(flight);
  const when = (at: string) => formatAirportDateTime(at, flight.timeZone, locale);
  const lines = [
    t('airport', { hours: advice.airportHours, time: when(advice.airportBy.at) }),
    t(flight.international ? 'counterInternational' : 'counterDomestic', {
      hours: advice.counterHours,
      time: when(advice.counterBy.at),
    }),
    t('gate', { minutes: advice.gateMinutes, time: when(advice.gateBy.at) }),
  ];
  return (
    <section
      aria-labelledby={id}
      className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800 print:hidden"
      data-testid="counter-advice"
    >
      <h2 id={id} className="font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <ul className="mt-1 list-inside list-disc space-y-0.5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-1 text-slate-700">{t('zone', { airport })}</p>
    </section>
  );
}
