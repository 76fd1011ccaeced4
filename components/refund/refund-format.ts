import type { OrderDetail } from '@/lib/contract/order';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';

/** A refund's times are the airline's: Beijing time, as on its receipts (yyyy-MM-dd HH:mm). */
export function formatRefundTime(isoUtc: string, locale: string): string {
  return `${dateInZone(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

type Named = Pick<OrderDetail['passengers'][number], 'name' | 'surname' | 'givenName'>;

/** The name as booked: Chinese, or SURNAME/GIVEN NAME. */
export function bookedName(p: Named): string {
  return p.name || [p.surname, p.givenName].filter(Boolean).join('/');
}
