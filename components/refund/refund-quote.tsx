import { useTranslations } from 'next-intl';
import { MoneyTable } from '@/components/ui/money-table';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundQuoteData } from '@/lib/contract/refund';
import { formatMoney } from '@/lib/i18n/format';
import { useRefundTotals } from './refund-format';

type Props = { quote: RefundQuoteData; segments: OrderDetail['segments']; locale: string };

/**
 * What a refund gives back (spec §3 'total amount, total returned points'; §9 fees): one row per passenger and
 * flight with the fare, the fee and its rate, the taxes and add-ons given back and the row's total ('only taxes
 * are refunded' past the last band), then the totals and the route the money goes back by (MoneyTable: stacked
 * rows on a phone).
 */
export function RefundQuote({ quote, segments, locale }: Props) {
  const t = useTranslations('Refund');
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const totals = useRefundTotals(
    quote,
    money,
    { totalAmount: t('totalAmount'), totalPoints: t('totalPoints') },
    'refund-points',
  );
  const flightOf = (segIndex: number) => segments.find((s) => s.segIndex === segIndex);
  return (
    <MoneyTable
      testId="refund-quote"
      label={t('tableLabel')}
      minWidthClass="sm:min-w-[36rem]"
      columns={[
        { key: 'passenger', header: t('col.passenger'), kind: 'label' },
        { key: 'flight', header: t('col.flight'), kind: 'text' },
        { key: 'fare', header: t('col.fare'), kind: 'amount' },
        { key: 'fee', header: t('col.fee'), kind: 'amount' },
        { key: 'taxes', header: t('col.taxes'), kind: 'amount' },
        { key: 'ancillaries', header: t('col.ancillaries'), kind: 'amount' },
        { key: 'total', header: t('col.total'), kind: 'total' },
      ]}
      rows={quote.lines.map((line) => {
        const segment = flightOf(line.segmentIndex);
        return {
          key: `${line.passengerId}:${line.segmentIndex}`,
          cells: [
            <>
              {line.name}
              {line.onlyTaxes && (
                <span className="block text-xs text-amber-800" data-testid="refund-only-taxes">
                  {t('onlyTaxes')}
                </span>
              )}
            </>,
            segment ? `${segment.flightNo} ${segment.depCityName}–${segment.arrCityName}` : '',
            money(line.fare),
            line.feeRate === null ? money(line.fee) : t('feeWithRate', { fee: money(line.fee), rate: line.feeRate }),
            money(line.taxes),
            money(line.ancillaries),
            money(line.total),
          ],
        };
      })}
      totals={totals}
    />
  );
}
