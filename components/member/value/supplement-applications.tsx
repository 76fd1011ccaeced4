import { useTranslations } from 'next-intl';
import type { SupplementApplication } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';

const statusClass = { APPROVED: 'text-green-800', REJECTED: 'text-red-800', PENDING: 'text-amber-800' } as const;

/** The member's supplement applications, newest first: the flight, the ticket, and how the review went. */
export function SupplementApplications({
  applications,
  locale,
}: {
  applications: SupplementApplication[];
  locale: string;
}) {
  const t = useTranslations('MemberValue');
  if (applications.length === 0)
    return <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('noApplications')}</p>;
  return (
    <ul aria-label={t('applicationsLabel')} className="space-y-3">
      {applications.map((a) => (
        <li key={a.applicationNo} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-semibold text-slate-900">
              {t('applicationFlight', { flightNo: a.flightNo, date: a.flightDate })}
            </p>
            <p className={`font-medium ${statusClass[a.status]}`}>
              {a.status === 'APPROVED' ? t('status.APPROVED', { points: a.points }) : t(`status.${a.status}`)}
            </p>
          </div>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-700">{t('applicationNo')}</dt>
              <dd className="font-mono break-all text-slate-900">{a.applicationNo}</dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('ticketNo')}</dt>
              <dd className="font-mono break-all text-slate-900">{a.ticketNo}</dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('appliedAt')}</dt>
              <dd className="text-slate-900">
                {t('beijingTime', {
                  date: airportDate(a.appliedAt, AIRLINE_TIME_ZONE),
                  time: formatAirportTime(a.appliedAt, AIRLINE_TIME_ZONE, locale),
                })}
              </dd>
            </div>
            {a.reason && (
              <div>
                <dt className="text-slate-700">{t('rejectReason')}</dt>
                <dd className="text-slate-900">{t(`reason.${a.reason}`)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
