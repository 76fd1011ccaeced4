import { useTranslations } from 'next-intl';
import type { WalletRecord } from '@/lib/contract';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { orderDetailPath } from '@/lib/domain/order-filters';
import { isDebit } from '@/lib/domain/wallet-filters';
import { airportDate, formatAirportTime, formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/** One record's facts in the page's words. */
function useRecordText(locale: string) {
  const t = useTranslations('Wallet');
  return (r: WalletRecord) => ({
    kind: t(`kind.${r.kind}`),
    time: t('beijingTime', {
      date: airportDate(r.time, AIRLINE_TIME_ZONE),
      time: formatAirportTime(r.time, AIRLINE_TIME_ZONE, locale),
    }),
    amount: t(isDebit(r.kind) ? 'debit' : 'credit', {
      amount: formatMoney(r.amount, r.currency, locale, { fraction: 'always' }),
    }),
    status: t(`status.${r.status}`),
  });
}

/** The order a record is for, linked to its page where it has one; a withdrawal's card; or nothing. */
function RecordReference({ record }: { record: WalletRecord }) {
  const t = useTranslations('Wallet');
  if (record.orderNo) {
    const path = record.orderType === undefined ? null : orderDetailPath(record.orderType, record.orderNo);
    return path ? (
      <Link
        href={path}
        className="inline-flex min-h-6 items-center font-mono break-all text-brand-700 underline hover:text-brand-800"
      >
        {record.orderNo}
      </Link>
    ) : (
      <span className="font-mono break-all">{record.orderNo}</span>
    );
  }
  if (record.cardNo) return <span className="font-mono">{t('card', { cardNo: record.cardNo })}</span>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('none')}</span>
    </>
  );
}

const statusClass = (r: WalletRecord) =>
  r.status === 'SUCCESS' ? 'font-medium text-green-800' : 'font-medium text-amber-800';

/** The records of one page: cards on a phone, a table from md up (one of the two is shown). */
export function WalletRecords({ records, locale }: { records: WalletRecord[]; locale: string }) {
  const t = useTranslations('Wallet');
  const text = useRecordText(locale);
  const key = (r: WalletRecord) => `${r.kind}-${r.requestNo}-${r.orderNo ?? ''}-${r.status}`;
  return (
    <>
      <ul aria-label={t('listLabel')} className="space-y-3 md:hidden">
        {records.map((r) => {
          const x = text(r);
          return (
            <li key={key(r)} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-slate-900">{x.kind}</p>
                <p className="text-right">
                  <span className="block text-lg font-semibold text-slate-900">{x.amount}</span>
                  <span className={`block text-sm ${statusClass(r)}`}>{x.status}</span>
                </p>
              </div>
              <dl className="mt-2 space-y-1 text-sm">
                <div>
                  <dt className="text-slate-700">{t('column.requestNo')}</dt>
                  <dd className="font-mono break-all text-slate-900">{r.requestNo}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">{t('column.time')}</dt>
                  <dd className="text-slate-900">{x.time}</dd>
                </div>
                <div>
                  <dt className="text-slate-700">{t('column.reference')}</dt>
                  <dd className="text-slate-900">
                    <RecordReference record={r} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('listLabel')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.kind')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.requestNo')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.time')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('column.amount')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('column.status')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('column.reference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => {
            const x = text(r);
            return (
              <tr key={key(r)} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 text-slate-900">{x.kind}</td>
                <td className="max-w-[12rem] py-2 pr-3 font-mono text-xs break-all text-slate-900">{r.requestNo}</td>
                <td className="py-2 pr-3 text-slate-900">{x.time}</td>
                <td className="py-2 pr-3 text-right font-semibold whitespace-nowrap text-slate-900">{x.amount}</td>
                <td className={`py-2 pr-3 ${statusClass(r)}`}>{x.status}</td>
                <td className="py-2 text-slate-900">
                  <RecordReference record={r} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
