import { useTranslations } from 'next-intl';
import type { Money, WalletRecord } from '@/lib/contract';
import { WALLET_PERIODS, WALLET_RECORD_KINDS } from '@/lib/contract/wallet';
import { AIRLINE_TIME_ZONE } from '@/lib/domain/airline-time';
import { orderDetailPath } from '@/lib/domain/order-filters';
import { isDebit, walletHref, walletPageCount, type WalletQuery } from '@/lib/domain/wallet-filters';
import { airportDate, formatAirportTime, formatMoney } from '@/lib/i18n/format';
import { Link } from '@/lib/i18n/navigation';

/**
 * The member's wallet (spec §2 /member/wallet/wallet, §3 Wallet), server-rendered: the balances, the period and kind
 * as links (docs/decisions/0017: they work without JavaScript, survive reload and Back), and the records, stacked
 * cards on a phone and a table from md up.
 */

const chip = (selected: boolean) =>
  [
    'inline-flex min-h-10 items-center rounded-full px-3 text-sm',
    selected
      ? 'bg-brand-700 font-medium text-white'
      : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700',
  ].join(' ');

/** Available and frozen balance; the note says why they are in yuan when the visitor chose dollars. */
export function WalletBalances({
  available,
  frozen,
  locale,
  currencyNote,
}: {
  available: Money;
  frozen: Money;
  locale: string;
  currencyNote: boolean;
}) {
  const t = useTranslations('Wallet');
  return (
    <div>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="wallet-balances">
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{t('available')}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid="wallet-available">
            {formatMoney(available.amount, available.currency, locale, { fraction: 'always' })}
          </dd>
        </div>
        <div className="rounded-md bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{t('frozen')}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid="wallet-frozen">
            {formatMoney(frozen.amount, frozen.currency, locale, { fraction: 'always' })}
          </dd>
        </div>
      </dl>
      {currencyNote && <p className="mt-2 text-xs text-slate-700">{t('currencyNote')}</p>}
    </div>
  );
}

/** Spec §4, §8: a wallet not opened says so and prompts to open it; opening it is not built yet, so no link. */
export function WalletNotOpened() {
  const t = useTranslations('Wallet');
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900" data-testid="wallet-not-opened">
      <p className="font-semibold">{t('notOpened')}</p>
      <p className="mt-1 text-sm">{t('openPrompt')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('openWhere')}</p>
    </div>
  );
}

/** The period (last 1, 2, 3 months) and the kind (all or one of four), as groups of links. */
export function WalletFilters({ query, from }: { query: WalletQuery; from: string | null }) {
  const t = useTranslations('Wallet');
  const kinds = [null, ...WALLET_RECORD_KINDS] as const;
  return (
    <div className="space-y-3">
      <nav aria-label={t('periodLabel')} className="flex flex-wrap items-center gap-2" data-testid="wallet-periods">
        <span className="text-sm text-slate-700" aria-hidden="true">
          {t('periodLabel')}
        </span>
        <ul className="flex flex-wrap gap-2">
          {WALLET_PERIODS.map((months) => (
            <li key={months}>
              <Link
                href={walletHref(query, { months })}
                aria-current={months === query.months ? 'page' : undefined}
                className={chip(months === query.months)}
              >
                {t('period', { months })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('kindLabel')} className="flex flex-wrap items-center gap-2" data-testid="wallet-kinds">
        <span className="text-sm text-slate-700" aria-hidden="true">
          {t('kindLabel')}
        </span>
        <ul className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <li key={kind ?? 'ALL'}>
              <Link
                href={walletHref(query, { kind })}
                aria-current={kind === query.kind ? 'page' : undefined}
                className={chip(kind === query.kind)}
              >
                {kind ? t(`kind.${kind}`) : t('allKinds')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {from && (
        <p className="text-sm text-slate-700" data-testid="wallet-period">
          {t('since', { date: from })}
        </p>
      )}
    </div>
  );
}

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
        data-testid="wallet-record-order"
      >
        {record.orderNo}
      </Link>
    ) : (
      <span className="font-mono break-all" data-testid="wallet-record-order">
        {record.orderNo}
      </span>
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

const rowData = (r: WalletRecord) => ({
  'data-testid': 'wallet-record',
  'data-kind': r.kind,
  'data-status': r.status,
  'data-request-no': r.requestNo,
  'data-order-no': r.orderNo,
});

const statusClass = (r: WalletRecord) =>
  r.status === 'SUCCESS' ? 'font-medium text-green-800' : 'font-medium text-amber-800';

/** The records of one page: cards on a phone, a table from md up (one of the two is shown). */
export function WalletRecords({ records, locale }: { records: WalletRecord[]; locale: string }) {
  const t = useTranslations('Wallet');
  const text = useRecordText(locale);
  const key = (r: WalletRecord) => `${r.kind}-${r.requestNo}-${r.orderNo ?? ''}-${r.status}`;
  return (
    <>
      <ul aria-label={t('listLabel')} className="space-y-3 md:hidden" data-testid="wallet-records-cards">
        {records.map((r) => {
          const x = text(r);
          return (
            <li key={key(r)} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" {...rowData(r)}>
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-slate-900">{x.kind}</p>
                <p className="text-right">
                  <span className="block text-lg font-semibold text-slate-900" data-testid="wallet-record-amount">
                    {x.amount}
                  </span>
                  <span className={`block text-sm ${statusClass(r)}`} data-testid="wallet-record-status">
                    {x.status}
                  </span>
                </p>
              </div>
              <dl className="mt-2 space-y-1 text-sm">
                <div>
                  <dt className="text-slate-700">{t('column.requestNo')}</dt>
                  <dd className="font-mono break-all text-slate-900" data-testid="wallet-record-request-no">
                    {r.requestNo}
                  </dd>
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
      <table className="hidden w-full text-left text-sm md:table" data-testid="wallet-records-table">
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
              <tr key={key(r)} className="border-b border-slate-200 align-top" {...rowData(r)}>
                <td className="py-2 pr-3 text-slate-900">{x.kind}</td>
                <td
                  className="max-w-[12rem] py-2 pr-3 font-mono text-xs break-all text-slate-900"
                  data-testid="wallet-record-request-no"
                >
                  {r.requestNo}
                </td>
                <td className="py-2 pr-3 text-slate-900">{x.time}</td>
                <td
                  className="py-2 pr-3 text-right font-semibold whitespace-nowrap text-slate-900"
                  data-testid="wallet-record-amount"
                >
                  {x.amount}
                </td>
                <td className={`py-2 pr-3 ${statusClass(r)}`} data-testid="wallet-record-status">
                  {x.status}
                </td>
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

/** Previous and next page links and the count. */
export function WalletPages({ query, total, pageSize }: { query: WalletQuery; total: number; pageSize: number }) {
  const t = useTranslations('Wallet');
  const pages = walletPageCount(total, pageSize);
  const base = 'inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm';
  const idle = `${base} border border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700`;
  return (
    <nav aria-label={t('pagesLabel')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" data-testid="wallet-count">
        {t('summary', { total, page: Math.min(query.page, pages), pages })}
      </p>
      <ul className="flex items-center gap-2">
        <li>
          {query.page > 1 ? (
            <Link href={walletHref(query, { page: Math.min(query.page - 1, pages) })} className={idle}>
              {t('previous')}
            </Link>
          ) : (
            <span className={`${base} text-slate-500`}>{t('previous')}</span>
          )}
        </li>
        <li>
          {query.page < pages ? (
            <Link href={walletHref(query, { page: query.page + 1 })} className={idle}>
              {t('next')}
            </Link>
          ) : (
            <span className={`${base} text-slate-500`}>{t('next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
