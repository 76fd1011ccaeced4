import { useTranslations } from 'next-intl';
import type { GrowthRecordView, PointsRecordView } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

/**
 * The points or growth records of one page (decision 65): cards on a phone, a table from md up (one of the two is
 * shown). Times are Beijing time, as the airline keeps member records.
 */

type Row = { key: string; time: string; reason: string; change: string; order: string | null; gain: boolean };

function useRows(locale: string) {
  const t = useTranslations('MemberValue');
  const when = (iso: string) =>
    t('beijingTime', {
      date: airportDate(iso, AIRLINE_TIME_ZONE),
      time: formatAirportTime(iso, AIRLINE_TIME_ZONE, locale),
    });
  const change = (delta: number) => (delta > 0 ? `+${delta.toLocaleString(locale)}` : delta.toLocaleString(locale));
  return {
    points: (r: PointsRecordView): Row => ({
      key: `p${r.id}`,
      time: when(r.time),
      reason: t(`pointsReason.${r.reason}`),
      change: change(r.delta),
      order: r.orderNo,
      gain: r.delta > 0,
    }),
    growth: (r: GrowthRecordView): Row => ({
      key: `g${r.id}`,
      time: when(r.time),
      reason: t(`growthReason.${r.reason}`),
      change: change(r.delta),
      order: null,
      gain: r.delta > 0,
    }),
  };
}

function Records({ rows, label, withOrder }: { rows: Row[]; label: string; withOrder: boolean }) {
  const t = useTranslations('MemberValue');
  const changeClass = (r: Row) => `font-semibold ${r.gain ? 'text-green-800' : 'text-slate-900'}`;
  const none = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('none')}</span>
    </>
  );
  return (
    <>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {rows.map((r) => (
          <li key={r.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-slate-900">{r.reason}</p>
              <p className={`text-lg ${changeClass(r)}`}>{r.change}</p>
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="text-slate-700">{t('column.time')}</dt>
                <dd className="text-slate-900">{r.time}</dd>
              </div>
              {withOrder && (
                <div>
                  <dt className="text-slate-700">{t('column.order')}</dt>
                  <dd className="font-mono break-all text-slate-900">{r.order ?? none}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.time')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.reason')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('column.change')}
            </th>
            {withOrder && (
              <th scope="col" className="py-2 font-medium">
                {t('column.order')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-slate-200">
              <td className="py-2 pr-3 text-slate-900">{r.time}</td>
              <td className="py-2 pr-3 text-slate-900">{r.reason}</td>
              <td className={`py-2 pr-3 text-right ${changeClass(r)}`}>{r.change}</td>
              {withOrder && <td className="py-2 font-mono break-all text-slate-900">{r.order ?? none}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function PointsRecords({ records, locale }: { records: PointsRecordView[]; locale: string }) {
  const t = useTranslations('MemberValue');
  const rows = useRows(locale);
  return <Records rows={records.map(rows.points)} label={t('pointsListLabel')} withOrder />;
}

export function GrowthRecords({ records, locale }: { records: GrowthRecordView[]; locale: string }) {
  const t = useTranslations('MemberValue');
  const rows = useRows(locale);
  return <Records rows={records.map(rows.growth)} label={t('growthListLabel')} withOrder={false} />;
}
