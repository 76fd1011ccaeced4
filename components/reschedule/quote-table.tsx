import { useTranslations } from 'next-intl';
import type { RescheduleQuoteData } from '@/lib/contract/reschedule';
import { formatMoney } from '@/lib/i18n/format';
import type { ChangeChoice } from './reschedule-draft';

type Props = { quote: RescheduleQuoteData; choices: readonly ChangeChoice[]; locale: string };

/**
 * Spec §3 change-date cost: one row per passenger and segment with the fare now, the new fare, the difference, the
 * change fee with its rate (decision 23) and what the row costs; then the totals: ticket price (the new fares),
 * difference, fee and the total to pay. The table scrolls inside its own focusable frame on a narrow phone, so the
 * page itself never scrolls sideways.
 */
export function QuoteTable({ quote, choices, locale }: Props) {
  const t = useTranslations('ChangeDate');
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const flightOf = (segIndex: number) => choices.find((c) => c.segmentIndex === segIndex);
  const cell = 'px-2 py-2 text-right whitespace-nowrap';
  return (
    <div className="space-y-3" data-testid="change-quote">
      <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t('tableLabel')}>
        <table className="w-full min-w-[38rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t('col.passenger')}
              </th>
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t('col.flight')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.oldFare')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.newFare')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.difference')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.fee')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => {
              const flight = flightOf(line.segmentIndex);
              return (
                <tr
                  key={`${line.passengerId}:${line.segmentIndex}`}
                  className="border-b border-slate-200 align-top"
                  data-testid="change-quote-line"
                >
                  <th scope="row" className="px-2 py-2 text-left font-normal break-words text-slate-900">
                    {line.name}
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {flight ? `${flight.flightNo} ${flight.depAirport}–${flight.arrAirport} ${flight.date}` : ''}
                  </td>
                  <td className={cell}>{money(line.oldFare)}</td>
                  <td className={cell}>{money(line.newFare)}</td>
                  <td className={cell}>{money(line.difference)}</td>
                  <td className={cell}>{t('feeWithRate', { fee: money(line.fee), rate: line.feeRate })}</td>
                  <td className={`${cell} font-semibold text-slate-900`}>{money(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('ticketPrice')}</dt>
        <dd data-testid="change-ticket-price">{money(quote.ticketPrice)}</dd>
        <dt className="text-slate-700">{t('difference')}</dt>
        <dd data-testid="change-difference">{money(quote.difference)}</dd>
        <dt className="text-slate-700">{t('fee')}</dt>
        <dd data-testid="change-fee">{money(quote.fee)}</dd>
        <dt className="font-semibold text-slate-900">{t('total')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="change-total">
          {money(quote.total)}
        </dd>
      </dl>
      <p className="text-xs text-slate-600">{t('differenceNote')}</p>
    </div>
  );
}
