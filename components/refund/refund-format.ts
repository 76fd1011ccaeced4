import { useTranslations } from 'next-intl';
import type { MoneyTotal } from '@/components/ui/money-table';
import type { OrderDetail } from '@/lib/contract/order';
import { AIRLINE_TIME_ZONE, dateInZone } from '@/lib/domain/airline-time';
import { formatAirportTime } from '@/lib/i18n/format';

/** A refund's times are the airline's: Beijing time, as on its receipts (yyyy-MM-dd HH:mm). */
export function formatRefundTime(isoUtc: string, locale: string): string {
  return `${dateInZone(isoUtc, AIRLINE_TIME_ZONE)} ${formatAirportTime(isoUtc, AIRLINE_TIME_ZONE, locale)}`;
}

type Named = Pick<OrderDetail['passengers'][number], 'name' | 'surname' | 'givenName'>;

/** The name as booked: Chinese, or SURNAME/GIVEN NAME. */
export function bookedName(p: Named): string {
  return p.name || [p.surname, p.givenName].filter(Boolean).join('/');
}

/**
 * The totals under either refund's quote (spec §3 'total amount, total returned points'): the money back, the points
 * back and the way the money goes back; `words` are the form's own terms for the first two.
 */
export function useRefundTotals(
  quote: { totalAmount: number; totalPoints: number; channel: 'GATEWAY' | 'OCEAN' | 'WALLET' },
  money: (minor: number) => string,
  words: { totalAmount: string; totalPoints: string },
  pointsTestId?: string,
): MoneyTotal[] {
  const tt = useTranslations('RefundTracker');
  return [
    { key: 'amount', term: words.totalAmount, value: money(quote.totalAmount), emphasis: 'value' },
    {
      key: 'points',
      term: words.totalPoints,
      value: tt('pointsValue', { points: quote.totalPoints }),
      testId: pointsTestId,
    },
    { key: 'channel', term: tt('channelLabel'), value: tt(`channel.${quote.channel}`) },
  ];
}
