import { airportDate } from '@/lib/i18n/format';

/** The airline's home zone: "today" for sales and search rules is the date in Beijing time. */
export const AIRLINE_HOME_ZONE = 'Asia/Shanghai';

/** Today's date in the airline's home zone. Read on the server and passed down, so server and browser agree. */
export function airlineToday(now: Date = new Date()): string {
  return airportDate(now, AIRLINE_HOME_ZONE);
}
