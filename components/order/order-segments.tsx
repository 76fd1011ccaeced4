import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

type Props = { segments: OrderDetail['segments']; locale: string };

/** Each flight with its departure and arrival in the airports' own local times. */
export function OrderSegments({ segments, locale }: Props) {
  const t = useTranslations('Order');
  const local = (iso: string, zone: string) =>
    t('localTime', { date: airportDate(iso, zone), time: formatAirportTime(iso, zone, locale) });
  return (
    <ol className="space-y-3" data-testid="order-segments">
      {segments.map((s) => (
        <li key={s.segIndex} className="rounded-md border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {t('segment', { index: s.segIndex + 1 })} · {s.flightNo} · {t(`fareFamily.${s.fareFamily}`)}
          </p>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-700">{t('depart')}</dt>
              <dd className="text-slate-900">
                {s.depAirport} · {local(s.depTime, s.depTimeZone)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('arrive')}</dt>
              <dd className="text-slate-900">
                {s.arrAirport} · {local(s.arrTime, s.arrTimeZone)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
