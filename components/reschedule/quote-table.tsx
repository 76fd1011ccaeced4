import { useTranslations } from 'next-intl';
import { MoneyTable } from '@/components/ui/money-table';
import type { RescheduleQuoteData } from '@/lib/contract/reschedule';
import { formatMoney } from '@/lib/i18n/format';
import type { ChangeChoice } from './reschedule-draft';

type Props = { quote: RescheduleQuoteData; choices: readonly ChangeChoice[]; locale: string };

/**
 * Spec §3 change-date cost: one row per passenger and segment with the fare now, the new fare, the difference, the
 * change fee with its rate (decision 23) and what the row costs; then the totals: ticket price (the new fares),
 * difference, fee and the total to pay (MoneyTable: stacked rows on a phone).
 */
export function QuoteTable({ quote, choices, locale }: Props) {
  const t = useTranslations('ChangeDate');
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const flightOf = (segIndex: number) => choices.find((c) => c.segmentIndex === segIndex);
  return (
    <MoneyTable
      testId="change-quote"
      label={t('tableLabel')}
      minWidthClass="sm:min-w-[38rem]"
      columns={[
        { key: 'passenger', header: t('col.passenger'), kind: 'label' },
        { key: 'flight', header: t('col.flight'), kind: 'text' },
        { key: 'oldFare', header: t('col.oldFare'), kind: 'amount' },
        { key: 'newFare', header: t('col.newFare'), kind: 'amount' },
        { key: 'difference', header: t('col.difference'), kind: 'amount' },
        { key: 'fee', header: t('col.fee'), kind: 'amount' },
        { key: 'total', header: t('col.total'), kind: 'total' },
      ]}
      rows={quote.lines.map((line) => {
        const flight = flightOf(line.segmentIndex);
        return {
          key: `${line.passengerId}:${line.segmentIndex}`,
          cells: [
            line.name,
            flight ? `${flight.flightNo} ${flight.depAirport}–${flight.arrAirport} ${flight.date}` : '',
            money(line.oldFare),
            money(line.newFare),
            money(line.difference),
            t('feeWithRate', { fee: money(line.fee), rate: line.feeRate }),
            money(line.total),
          ],
        };
      })}
      totals={[
        { key: 'ticketPrice', term: t('ticketPrice'), value: money(quote.ticketPrice), testId: 'change-ticket-price' },
        { key: 'difference', term: t('difference'), value: money(quote.difference), testId: 'change-difference' },
        { key: 'fee', term: t('fee'), value: money(quote.fee), testId: 'change-fee' },
        { key: 'total', term: t('total'), value: money(quote.total), testId: 'change-total', emphasis: 'line' },
      ]}
    >
      <p className="text-xs text-slate-600">{t('differenceNote')}</p>
    </MoneyTable>
  );
}
