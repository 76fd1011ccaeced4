import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/** A presale's deadlines and payments are the airline's: told in Beijing time as 'YYYY-MM-DD HH:mm'. */
export const beijingTime = (iso: string, locale: string) =>
  `${airportDate(iso, AIRLINE_TIME_ZONE)} ${formatAirportTime(iso, AIRLINE_TIME_ZONE, locale)}`;
