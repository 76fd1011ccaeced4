import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { OrderDetail } from '@/lib/contract';
import { ProductStatus } from '@/lib/contract/order-status';
import { passengerName } from './order-format';

type Props = Pick<OrderDetail, 'passengers' | 'segments' | 'tickets'>;

/**
 * One card per passenger and flight: the 902 e-ticket number once issued, the seat, ticket and product
 * status (spec §4). Cards rather than a six-column table, so nothing is cut off on a 320 px phone.
 */
export function OrderTickets({ passengers, segments, tickets }: Props) {
  const t = useTranslations('Order');
  const id = useId();
  const segmentOf = (segIndex: number) => segments.find((s) => s.segIndex === segIndex);
  const nameOf = (index: number) => {
    const p = passengers.find((x) => x.index === index);
    return p ? passengerName(p) : '';
  };
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {tickets.map((ticket) => {
        const segment = segmentOf(ticket.segIndex);
        const termId = `${id}-${ticket.passengerIndex}-${ticket.segIndex}`;
        // A coupon still open on a flight that has left was not flown (a checked-in one reads used, decision 78).
        const phase = segment?.flightStatus?.phase;
        const missed = ticket.productStatus === ProductStatus.USABLE && (phase === 'DEPARTED' || phase === 'ARRIVED');
        return (
          <li
            key={`${ticket.passengerIndex}-${ticket.segIndex}`}
            className="min-w-0 rounded-md border border-slate-200 p-3 text-sm"
          >
            <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-slate-900">
              <span className="break-words">{nameOf(ticket.passengerIndex)}</span>
              {segment && (
                <span className="text-slate-700">
                  {segment.flightNo} · {segment.depCityName} → {segment.arrCityName}
                </span>
              )}
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt id={`${termId}-no`} className="text-slate-700">
                {t('ticketNo')}
              </dt>
              <dd aria-labelledby={`${termId}-no`} className="font-mono break-all text-slate-900">
                {ticket.ticketNo ?? t('notIssued')}
              </dd>
              <dt id={`${termId}-seat`} className="text-slate-700">
                {t('seat')}
              </dt>
              <dd aria-labelledby={`${termId}-seat`} className="text-slate-900">
                {ticket.seatNo ?? t('noSeat')}
              </dd>
              <dt className="text-slate-700">{t('ticketStatusLabel')}</dt>
              <dd>{t(`ticketStatus.${ticket.ticketStatus}` as 'ticketStatus.1')}</dd>
              <dt className="text-slate-700">{t('productStatusLabel')}</dt>
              <dd>{missed ? t('productNotFlown') : t(`productStatus.${ticket.productStatus}` as 'productStatus.1')}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
