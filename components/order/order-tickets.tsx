import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import { passengerName } from './order-format';

type Props = Pick<OrderDetail, 'passengers' | 'segments' | 'tickets'>;

/** One row per passenger and flight: the 902 e-ticket number once issued, ticket and product status (spec §4). */
export function OrderTickets({ passengers, segments, tickets }: Props) {
  const t = useTranslations('Order');
  const flightOf = (segIndex: number) => segments.find((s) => s.segIndex === segIndex)?.flightNo ?? '';
  const nameOf = (index: number) => {
    const p = passengers.find((x) => x.index === index);
    return p ? passengerName(p) : '';
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="order-tickets">
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('passengerName')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('flight')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('ticketNo')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('ticketStatusLabel')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('productStatusLabel')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('seat')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tickets.map((ticket) => (
            <tr key={`${ticket.passengerIndex}-${ticket.segIndex}`} data-testid="ticket-row">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {nameOf(ticket.passengerIndex)}
              </th>
              <td className="py-2 pr-3">{flightOf(ticket.segIndex)}</td>
              <td className="py-2 pr-3 font-mono" data-testid="ticket-no">
                {ticket.ticketNo ?? t('notIssued')}
              </td>
              <td className="py-2 pr-3">{t(`ticketStatus.${ticket.ticketStatus}` as 'ticketStatus.1')}</td>
              <td className="py-2 pr-3">{t(`productStatus.${ticket.productStatus}` as 'productStatus.1')}</td>
              <td className="py-2">{ticket.seatNo ?? t('noSeat')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
