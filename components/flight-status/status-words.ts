import type { useTranslations } from 'next-intl';
import type { FlightStatus } from '@/lib/contract';

export type FlightStatusTranslator = ReturnType<typeof useTranslations<'FlightStatus'>>;

/**
 * The status in words (spec §4 flight dynamics), never colour alone. A flight running as planned reads by
 * where it is: on time before departure, departed, arrived (by the airline's clock).
 */
export function statusWord(f: FlightStatus, t: FlightStatusTranslator): string {
  if (f.status !== 'NORMAL') return t(`status.${f.status}`);
  if (f.phase === 'ARRIVED') return t('status.arrived');
  if (f.phase === 'DEPARTED') return t('status.departed');
  return t('status.onTime');
}

/** What the status adds: the minutes late or early, where a diverted or returned flight went. */
export function statusDetail(f: FlightStatus, t: FlightStatusTranslator): string[] {
  const details: string[] = [];
  if (f.delayMinutes > 0) details.push(t('delayed', { minutes: f.delayMinutes }));
  if (f.delayMinutes < 0) details.push(t('early', { minutes: -f.delayMinutes }));
  if (f.divertedTo) {
    const airport = f.divertedTo.airportName;
    details.push(f.status === 'RETURNED' ? t('returnedTo', { airport }) : t('divertedTo', { airport }));
  }
  return details;
}

/** The status and its details as one sentence part, as the live region announces a change. */
export function statusSummary(f: FlightStatus, t: FlightStatusTranslator): string {
  return [statusWord(f, t), ...statusDetail(f, t)].join(t('listSeparator'));
}

/** What a traveller would want to hear about when it changes. */
export function statusKey(f: FlightStatus): string {
  return [f.status, f.phase, f.delayMinutes, f.divertedTo?.code ?? '', f.estimatedDeparture ?? ''].join('|');
}
