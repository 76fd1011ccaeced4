import { getTranslations } from 'next-intl/server';
import type { NetworkOrigin } from '@/lib/contract';
import { operatingDays } from '@/lib/domain/content-network';

/** The timetable of one origin: every flight with its local times, days and aircraft. */
export async function TimetableTable({ origin, locale }: { origin: NetworkOrigin; locale: string }) {
  const t = await getTranslations('FlightLine');
  const rows = origin.destinations.flatMap((d) => d.flights.map((f) => ({ ...f, dest: d })));
  const th = 'border border-slate-300 p-2';
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-900">
          {t('from', { city: origin.name })} · {t('localTimes')}
        </caption>
        <thead>
          <tr className="bg-slate-100 text-left">
            <th scope="col" className={th}>
              {t('flightNo')}
            </th>
            <th scope="col" className={th}>
              {t('destination')}
            </th>
            <th scope="col" className={th}>
              {t('depTime')}
            </th>
            <th scope="col" className={th}>
              {t('arrTime')}
            </th>
            <th scope="col" className={th}>
              {t('days')}
            </th>
            <th scope="col" className={th}>
              {t('aircraft')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.flightNo}>
              <th scope="row" className={`${th} text-left font-medium`}>
                {r.flightNo}
              </th>
              <td className={th}>
                {r.dest.name} ({r.dest.code})
              </td>
              <td className={th}>{r.depTime}</td>
              <td className={th}>
                {r.arrTime}
                {r.arrDayOffset > 0 && <sup className="ml-1">{t('nextDay', { days: r.arrDayOffset })}</sup>}
              </td>
              <td className={th}>{operatingDays(r.days, locale) ?? t('daily')}</td>
              <td className={th}>{r.aircraft}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
