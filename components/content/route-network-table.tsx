import { getTranslations } from 'next-intl/server';
import type { NetworkOrigin } from '@/lib/contract';
import { operatingDays } from '@/lib/domain/content-network';

/** One origin's destinations with each flight's days of operation. */
export async function RouteNetworkTable({ origin, locale }: { origin: NetworkOrigin; locale: string }) {
  const t = await getTranslations('FlightLine');
  return (
    <table className="mt-4 w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-lg font-semibold text-slate-900">
        {t('from', { city: origin.name })} · {t('destinations', { count: origin.destinations.length })}
      </caption>
      <thead>
        <tr className="bg-slate-100 text-left">
          <th scope="col" className="border border-slate-300 p-2">
            {t('destination')}
          </th>
          <th scope="col" className="border border-slate-300 p-2">
            {t('flights')}
          </th>
        </tr>
      </thead>
      <tbody>
        {origin.destinations.map((d) => (
          <tr key={d.code}>
            <th scope="row" className="border border-slate-300 p-2 text-left font-medium">
              {d.name} ({d.code})
              {d.international && <span className="ml-2 text-xs text-slate-600">{t('international')}</span>}
            </th>
            <td className="border border-slate-300 p-2">
              <ul>
                {d.flights.map((f) => (
                  <li key={f.flightNo}>
                    {f.flightNo} · {operatingDays(f.days, locale) ?? t('daily')}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
