import { getRequestConfig } from 'next-intl/server';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { routing, isLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: AIRLINE_TIME_ZONE };
});
