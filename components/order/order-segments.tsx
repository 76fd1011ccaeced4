import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { OrderDetail } from '@/lib/contract';
import type { ChangedLeg } from '@/lib/domain/changed-flights';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';
import { TripFlightStatusLine } from '@/components/ui/trip-flight-status-line';
import { formatOrderTime, orderPageHref } from './order-format';

type Props = {
  segments: OrderDetail['segments'];
  locale: string;
  /** Segments changed to another flight (lib/domain/changed-flights): the new flight first, the old one below. */
  changed?: ReadonlyMap<number, ChangedLeg>;
  /** Whose order it is, for the link to the change (the member's page or the visitor's). */
  isMember?: boolean;
  /** The order's number: a delayed, cancelled or diverted flight on it links to the traveller's choices. */
  orderNo?: string;
};

/**
 * Each flight by its cities and airports' names, departure and arrival in the airports' own local times. A flight
 * whose every ticket was changed (a date change, an irregular flight's free change) shows the flight the
 * travellers now fly, and the original flight below it as history with the change and when it was made. A flight a
 * ticket can still fly says its status now (airline-api adds it), so a delay or a cancellation is told here too.
 */
export function OrderSegments({ segments, locale, changed, isMember = true, orderNo }: Props) {
  const t = useTranslations('Order');
  const uid = useId();
  const local = (iso: string, zone: string) =>
    t('localTime', { date: airportDate(iso, zone), time: formatAirportTime(iso, zone, locale) });
  return (
    <ol className="space-y-3">
      {segments.map((s) => {
        const now = changed?.get(s.segIndex);
        return (
          <li key={s.segIndex} className="rounded-md border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {t('segment', { index: s.segIndex + 1 })} · {s.depCityName} → {s.arrCityName}
              {now && (
                <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('changedFlight.badge')}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              {now ? now.flightNo : s.flightNo} · {t(`fareFamily.${s.fareFamily}`)}
            </p>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt id={`${uid}-dep-${s.segIndex}`} className="text-slate-700">
                  {t('depart')}
                </dt>
                <dd aria-labelledby={`${uid}-dep-${s.segIndex}`} className="text-slate-900">
                  {now ? local(now.depTime, now.depTimeZone) : local(s.depTime, s.depTimeZone)}
                  <br />
                  {s.depAirportName}
                </dd>
              </div>
              {(!now || (now.arrTime && now.arrTimeZone)) && (
                <div>
                  <dt className="text-slate-700">{t('arrive')}</dt>
                  <dd className="text-slate-900">
                    {now?.arrTime && now.arrTimeZone
                      ? local(now.arrTime, now.arrTimeZone)
                      : local(s.arrTime, s.arrTimeZone)}
                    <br />
                    {s.arrAirportName}
                  </dd>
                </div>
              )}
            </dl>
            {(now ? now.flightStatus : s.flightStatus) && (
              <div className="mt-2">
                {/* The flight flown now: the change's new flight, whose choices are the change order's. */}
                <TripFlightStatusLine
                  status={now ? now.flightStatus : s.flightStatus}
                  airport={s.depAirportName}
                  locale={locale}
                  orderNo={now ? now.changeOrderNo : orderNo}
                />
              </div>
            )}
            {now && (
              <p className="mt-2 border-t border-slate-200 pt-2 text-sm text-slate-700">
                {t('changedFlight.history', {
                  flightNo: s.flightNo,
                  departs: local(s.depTime, s.depTimeZone),
                  changedAt: formatOrderTime(now.changedAt, locale),
                })}{' '}
                <Link
                  href={orderPageHref({ orderNo: now.changeOrderNo, isMember })}
                  className="inline-flex min-h-6 items-center text-brand-700 underline"
                >
                  {t('changedFlight.view', { orderNo: now.changeOrderNo })}
                </Link>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
