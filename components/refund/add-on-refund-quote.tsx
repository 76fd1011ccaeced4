import { useTranslations } from 'next-intl';
import { MoneyTable } from '@/components/ui/money-table';
import type { AddOnRefundQuoteData } from '@/lib/contract/add-on-refund';
import type { OrderDetail } from '@/lib/contract/order';
import { formatMoney } from '@/lib/i18n/format';
import { useRefundTotals } from './refund-format';

type Props = { quote: AddOnRefundQuoteData; segments: OrderDetail['segments']; locale: string };

/**
 * What a refund of add-ons alone gives back (decision 26; spec §3 'total amount, total returned points'): one row per
 * add-on with the passenger, the flight, the points that paid for it and the money back (all of it: no fee), then the
 * totals and the route the money goes back by (MoneyTable: stacked rows on a phone).
 */
export function AddOnRefundQuote({ quote, segments, locale }: Props) {
  const t = useTranslations('AddOnRefund');
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const totals = useRefundTotals(quote, money, { totalAmount: t('totalAmount'), totalPoints: t('totalPoints') });
  const flightOf = (segIndex: number | null) =>
    segIndex === null ? undefined : segments.find((s) => s.segIndex === segIndex);
  return (
    <MoneyTable
      label={t('tableLabel')}
      minWidthClass="sm:min-w-[30rem]"
      columns={[
        { key: 'addOn', header: t('col.addOn'), kind: 'label' },
        { key: 'passenger', header: t('col.passenger'), kind: 'text' },
        { key: 'flight', header: t('col.flight'), kind: 'text' },
        { key: 'points', header: t('col.points'), kind: 'amount' },
        { key: 'amount', header: t('col.amount'), kind: 'total' },
      ]}
      rows={quote.lines.map((line) => {
        const segment = flightOf(line.segmentIndex);
        return {
          key: line.addOnId,
          cells: [
            [line.name, line.seatNo].filter(Boolean).join(' '),
            line.passengerName ?? t('wholeOrder'),
            segment ? `${segment.flightNo} ${segment.depCityName}–${segment.arrCityName}` : '',
            line.points > 0 ? line.points : '',
            money(line.amount),
          ],
        };
      })}
      totals={totals}
    >
      <p className="text-sm text-slate-700">{t('noFee')}</p>
    </MoneyTable>
  );
}
