import { useTranslations } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import { formatMoney } from '@/lib/i18n/format';
import { passengerName } from './order-format';

type Props = {
  /** The order: its passengers and add-ons, its segments and tickets (the flight and seat a product is for). */
  order: Pick<OrderDetail, 'passengers' | 'ancillaries' | 'segments' | 'price' | 'tickets'>;
  locale: string;
};

/** Passengers with their (masked) documents, then the add-ons bought per passenger and flight. */
export function OrderPassengers({ order, locale }: Props) {
  const { passengers, ancillaries, segments, price, tickets } = order;
  const t = useTranslations('Order');
  const nameOf = (index: number | null) => {
    const p = index === null ? undefined : passengers.find((x) => x.index === index);
    return p ? passengerName(p) : '';
  };
  // Who a child or infant travels with (decision 50).
  const guardianOf = (p: OrderDetail['passengers'][number]) =>
    p.guardianPassengerId ? passengers.find((g) => g.passengerId === p.guardianPassengerId) : undefined;
  const flightOf = (segIndex: number | null) => segments.find((s) => s.segIndex === segIndex)?.flightNo ?? '';
  const seatOf = (a: OrderDetail['ancillaries'][number]) =>
    tickets.find((x) => x.passengerIndex === a.passengerIndex && x.segIndex === a.segIndex)?.seatNo ?? null;
  const productName = (a: OrderDetail['ancillaries'][number]) => {
    const seat = a.kind === 'SEAT' ? seatOf(a) : null;
    return seat ? t('seatProduct', { name: a.name, seat }) : a.name;
  };
  return (
    <>
      <ul className="space-y-2 text-sm">
        {passengers.map((p) => (
          <li key={p.passengerId} className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="font-medium text-slate-900">{passengerName(p)}</span>
            <span className="text-slate-700">{t(`passengerType.${p.type}`)}</span>
            <span className="text-slate-700">
              {p.certificateTypeName} {p.certificateNumber}
            </span>
            {guardianOf(p) && (
              <span className="break-words text-slate-700">
                {t('travelsWith', { name: passengerName(guardianOf(p)!) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {ancillaries.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">{t('ancillaries')}</h3>
          <ul className="mt-2 space-y-1 text-sm" data-testid="order-ancillaries">
            {ancillaries.map((a, i) => (
              <li key={`${a.kind}-${i}`} className="flex justify-between gap-4">
                <span>
                  {productName(a)} ·{' '}
                  {a.passengerIndex === null
                    ? t('wholeOrder')
                    : t('addOnFor', { passenger: nameOf(a.passengerIndex), segment: flightOf(a.segIndex) })}
                </span>
                <span>{formatMoney(a.amount, price.currency, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
