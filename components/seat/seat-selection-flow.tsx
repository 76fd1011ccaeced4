'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { Money, OrderAddOnReserveData } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { SeatCheckout } from './seat-checkout';
import { SeatPicker, type SeatPickerInfo } from './seat-picker';
import type { SeatPick } from './seat-picks';
import { SeatTips } from './seat-tips';

type Props = {
  orderNo: string;
  segmentIndex: number;
  member: boolean;
  /** The member's balance when their wallet is open (decision 49). */
  wallet?: Money | null;
};

/**
 * The body of /seat/seatSelections for one segment (decision 22; spec §4 seat selection flow): the seat map,
 * the tips, then the order of the seats picked. A zero total is confirmed here with each passenger's new seat
 * and the way to check in; a total to pay leaves for the gateway (its result page is /result?type=checkin).
 */
export function SeatSelectionFlow({ orderNo, segmentIndex, member, wallet }: Props) {
  const t = useTranslations('SeatSelection');
  const [picks, setPicks] = useState<SeatPick[]>([]);
  const [info, setInfo] = useState<SeatPickerInfo | null>(null);
  const [done, setDone] = useState<OrderAddOnReserveData | null>(null);
  const [round, setRound] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  if (done) {
    const { order } = done;
    const seats = order.items.filter((i) => i.kind === 'SEAT' && i.seatNo);
    return (
      <section
        aria-labelledby="seat-done-heading"
        className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
        data-testid="seat-done"
      >
        <h2 id="seat-done-heading" ref={doneHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t('done.heading')}
        </h2>
        <ul className="space-y-1 text-slate-900">
          {seats.map((i) => (
            <li key={i.passengerId} className="break-words" data-testid="seat-done-seat">
              {t('done.seat', { name: i.name, seat: i.seatNo! })}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Link
            href={{ pathname: `/checkin/selair/${orderNo}`, query: { segment: String(segmentIndex) } }}
            className={buttonClass({ variant: 'primary' })}
            data-testid="seat-done-check-in"
          >
            {t('done.checkIn')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setPicks([]);
              setInfo(null);
              setRound((n) => n + 1);
            }}
          >
            {t('done.again')}
          </Button>
        </div>
      </section>
    );
  }

  const names = Object.fromEntries((info?.chart.passengers ?? []).map((p) => [p.passengerId, p.name]));
  return (
    <div className="space-y-6">
      <SeatPicker
        key={`picker-${round}`}
        orderNo={orderNo}
        segmentIndex={segmentIndex}
        value={picks}
        onChange={setPicks}
        onReady={setInfo}
      />
      <SeatTips />
      {info?.chart.open && (
        <SeatCheckout
          key={`checkout-${round}`}
          orderNo={orderNo}
          segmentIndex={segmentIndex}
          picks={picks}
          names={names}
          member={member}
          wallet={wallet}
          onReselect={(ids) => setPicks((now) => now.filter((p) => !ids.includes(p.passengerId)))}
          onDone={setDone}
        />
      )}
    </div>
  );
}
