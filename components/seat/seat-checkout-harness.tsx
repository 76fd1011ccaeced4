import { useState } from 'react';
import type { AddOnOrder, Money, OrderAddOnReserveData, PassengerAddOnService } from '@/lib/contract';
import { SeatCheckout } from './seat-checkout';
import type { SeatPick } from './seat-picks';

/** The seat checkout's tests' picks, order and page; each test file mocks the bff-client and the gateway itself. */

export const ok = <T,>(data: T) => Promise.resolve({ ok: true, data });
export const refused = (code: string, msg: string, fieldErrors?: Record<string, string>) =>
  Promise.resolve({ ok: false, code, msg, ...(fieldErrors ? { fieldErrors } : {}) });

export const pick = (passengerId: string, seatNo: string, price: number): SeatPick => ({
  passengerId,
  seatNo,
  productId: `SEAT-${seatNo}`,
  price,
});
export const WINDOW = pick('P1', '14A', 2000);
export const MIDDLE = pick('P2', '14B', 0);
/** Row 30 has no fare in the sample offer. */
export const NO_FARE = pick('P2', '30B', 0);

export const order = (over: Partial<AddOnOrder> = {}): AddOnOrder => ({
  orderNo: 'AN2026120100000001',
  parentOrderNo: 'YQ2026120112345678',
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-03',
  state: 'PENDING_PAYMENT',
  currency: 'CNY',
  amount: 2000,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 2000,
  paymentDeadline: null,
  items: [],
  checkIn: null,
  ...over,
});

export type Setup = {
  picks?: SeatPick[];
  member?: boolean;
  extras?: Exclude<PassengerAddOnService, { kind: 'EXTRA_SEAT' | 'MAILING' }>[];
  checkIn?: { passengerIds: string[]; clauseAgreed: boolean };
  /** The member's open wallet (decision 49). */
  wallet?: Money | null;
};

export type Handlers = { onReselect: (ids: string[]) => void; onDone: (result: OrderAddOnReserveData) => void };

/** The checkout with its picks held as the page holds them: a reselect drops those passengers' picks. */
export function CheckoutHarness({
  picks: initial = [WINDOW],
  member = false,
  extras,
  checkIn,
  wallet = null,
  onReselect,
  onDone,
}: Setup & Handlers) {
  const [picks, setPicks] = useState(initial);
  return (
    <SeatCheckout
      orderNo="YQ2026120112345678"
      segmentIndex={0}
      picks={picks}
      extras={extras}
      checkIn={checkIn}
      names={{ P1: '张云雀', P2: '张小雀' }}
      member={member}
      wallet={wallet}
      onReselect={(ids) => {
        onReselect(ids);
        setPicks((now) => now.filter((p) => !ids.includes(p.passengerId)));
      }}
      onDone={onDone}
    />
  );
}
