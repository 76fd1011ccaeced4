import type { OrderDetail } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/** Order times (booked, pay by) are the airline's: Beijing time, as on its tickets and receipts. */
export function formatOrderTime(isoUtc: string, locale: string): string {
  return `${airportDate(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

type Named = Pick<OrderDetail['passengers'][number], 'name' | 'surname' | 'givenName'>;

/** The name as booked: Chinese, or SURNAME/GIVEN NAME. */
export function passengerName(p: Named): string {
  return p.name || [p.surname, p.givenName].filter(Boolean).join('/');
}
