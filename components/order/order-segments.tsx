import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

type Props = { segments: OrderDetail['segments']; locale: string };

/** Each flight by its cities and airports' names, departure and arrival in the airports' own local times. */
export function OrderSegments({ segments, locale }: Props) {
  const t = useTranslations('Order');
  const local = (iso: string, zone: string) =>
    t('localTime', { date: airportDate(iso, zone), time: formatAirportTime(iso, zone, locale) });
  return (
    <ol className="space-y-3">
      {segments.map((s) => (
        <li key={s.segIndex} className="rounded-md border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {t('segment', { index: s.segIndex + 1 })} · {s.depCityName} → {s.arrCityName}
          </p>
          <p className="text-sm text-slate-700">
            {s.flightNo} · {t(`fareFamily.${s.fareFamily}`)}
          </p>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-700">{t('depart')}</dt>
              <dd className="text-slate-900" data-testid="segment-departs">
                {local(s.depTime, s.depTimeZone)}
                <br />
                {s.depAirportName}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('arrive')}</dt>
              <dd className="text-slate-900">
                {local(s.arrTime, s.arrTimeZone)}
                <br />
                {s.arrAirportName}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
