import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundQuoteData } from '@/lib/contract/refund';
import { formatMoney } from '@/lib/i18n/format';

type Props = { quote: RefundQuoteData; segments: OrderDetail['segments']; locale: string };

/**
 * What a refund gives back (spec §3 'total amount, total returned points'; §9 fees): one row per passenger and
 * flight with the fare, the fee and its rate, the taxes and add-ons given back and the row's total ('only taxes
 * are refunded' past the last band), then the totals and the route the money goes back by. The table scrolls
 * inside its own focusable frame on a narrow phone, so the page itself never scrolls sideways.
 */
export function RefundQuote({ quote, segments, locale }: Props) {
  const t = useTranslations('Refund');
  const tt = useTranslations('RefundTracker');
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const flightOf = (segIndex: number) => segments.find((s) => s.segIndex === segIndex);
  const cell = 'px-2 py-2 text-right whitespace-nowrap';
  return (
    <div className="space-y-3" data-testid="refund-quote">
      <div className="max-w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t('tableLabel')}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t('col.passenger')}
              </th>
              <th scope="col" className="px-2 py-2 text-left font-medium">
                {t('col.flight')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.fare')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.fee')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.taxes')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.ancillaries')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('col.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => {
              const segment = flightOf(line.segmentIndex);
              return (
                <tr
                  key={`${line.passengerId}:${line.segmentIndex}`}
                  className="border-b border-slate-200 align-top"
                  data-testid="refund-quote-line"
                >
                  <th scope="row" className="px-2 py-2 text-left font-normal break-words text-slate-900">
                    {line.name}
                    {line.onlyTaxes && (
                      <span className="block text-xs text-amber-800" data-testid="refund-only-taxes">
                        {t('onlyTaxes')}
                      </span>
                    )}
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {segment ? `${segment.flightNo} ${segment.depCityName}–${segment.arrCityName}` : ''}
                  </td>
                  <td className={cell}>{money(line.fare)}</td>
                  <td className={cell}>
                    {line.feeRate === null
                      ? money(line.fee)
                      : t('feeWithRate', { fee: money(line.fee), rate: line.feeRate })}
                  </td>
                  <td className={cell}>{money(line.taxes)}</td>
                  <td className={cell}>{money(line.ancillaries)}</td>
                  <td className={`${cell} font-semibold text-slate-900`}>{money(line.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('totalAmount')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="refund-total">
          {money(quote.totalAmount)}
        </dd>
        <dt className="text-slate-700">{t('totalPoints')}</dt>
        <dd data-testid="refund-points">{tt('pointsValue', { points: quote.totalPoints })}</dd>
        <dt className="text-slate-700">{tt('channelLabel')}</dt>
        <dd>{tt(`channel.${quote.channel}`)}</dd>
      </dl>
    </div>
  );
}
