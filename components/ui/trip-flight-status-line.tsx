import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FlightStatusBadge } from './flight-status-badge';
import type { TripFlightStatus } from '@/lib/contract';
import { freeChangeBlock } from '@/lib/domain/irregular-rules';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  /** The flight's current status as the trip or the pass carries it; nothing is drawn without one. */
  status: TripFlightStatus | undefined;
  /** The departure airport by name: the new time is said in its local time. */
  airport: string;
  locale: string;
  /**
   * The order the flight is on: a delayed, cancelled or diverted flight then links to the traveller's choices
   * (a free change, a full refund, keeping the ticket) instead of only asking them to call the airline.
   */
  orderNo?: string;
};

/**
 * The status in words (spec §4 flight dynamics): on time, departed, arrived, or operations' status. A delayed or
 * early flight that has left says where it is now (the minutes late or early beside it keep the delay).
 */
function word(status: TripFlightStatus, t: ReturnType<typeof useTranslations<'FlightStatus'>>): string {
  const { status: code, phase } = status;
  if (code === 'CANCELLED' || code === 'DIVERTED' || code === 'RETURNED') return t(`status.${code}`);
  if (phase === 'ARRIVED') return t('status.arrived');
  if (phase === 'DEPARTED') return t('status.departed');
  return code === 'NORMAL' ? t('status.onTime') : t(`status.${code}`);
}

/**
 * The flight's current status where the traveller checks in, on the boarding pass and on the order's page: the
 * status badge in words (FlightStatus's words, colour only backs them up), the minutes late or early, the new
 * estimated departure in the departure airport's time when the flight is late, and a cancellation said in
 * full; with the order's number, a way to the irregular-flight choices while they are open. Renders on the server (no state): the page reads the status when it loads.
 */
export function TripFlightStatusLine({ status, airport, locale, orderNo }: Props) {
  const t = useTranslations('TripFlightStatus');
  const fs = useTranslations('FlightStatus');
  const id = useId();
  if (!status) return null;
  const cancelled = status.status === 'CANCELLED';
  const choices = orderNo !== undefined && freeChangeBlock(status.status, status.phase) === null;
  // A new departure time is news only while the flight has not left.
  const late =
    !cancelled && status.phase === 'SCHEDULED' && status.delayMinutes > 0 && status.estimatedDeparture !== null;
  const minutes =
    status.delayMinutes > 0
      ? fs('delayed', { minutes: status.delayMinutes })
      : status.delayMinutes < 0
        ? fs('early', { minutes: -status.delayMinutes })
        : null;
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800"
    >
      <span id={id} className="font-medium">
        {t('label')}
      </span>
      <FlightStatusBadge status={status.status} label={fs('statusLabel')} word={word(status, fs)} />
      {minutes && <span>{minutes}</span>}
      {late && (
        <span className="font-semibold text-slate-900">
          {t('newDeparture', {
            date: airportDate(status.estimatedDeparture!, status.timeZone),
            time: formatAirportTime(status.estimatedDeparture!, status.timeZone, locale),
            airport,
          })}
        </span>
      )}
      {cancelled && (
        <strong className="basis-full font-semibold text-red-800">{t(choices ? 'cancelledShort' : 'cancelled')}</strong>
      )}
      {choices && (
        <Link
          href={{ pathname: '/ancillary/abnormalEntry', query: { orderNo } }}
          className="inline-flex min-h-6 basis-full items-center font-medium text-brand-700 underline"
        >
          {t('choices')}
        </Link>
      )}
    </div>
  );
}
