import type { Currency } from '@/lib/contract';
import type { OrderRow } from '../booking/order-row';

export type Channel = 'GATEWAY' | 'OCEAN' | 'WALLET';

/**
 * What goes back to one order paid for the items, by that order's own payment: the ticket order (fares, taxes,
 * add-ons bought at booking) and each done add-on order (type 3) of the items' add-ons. `amount` is in the
 * order's currency; `amountFen` the same in fen (what a wallet, kept in fen, is credited); `points` go back to
 * the order's member.
 */
export type Payout = {
  orderNo: string;
  paymentId: string | null;
  channel: Channel | null;
  currency: Currency;
  amount: number;
  amountFen: number;
  points: number;
  memberId: string | null;
};

/** The payouts of one refund, one per paying order, each opened empty the first time the order is named. */
export function payoutBook() {
  const payouts = new Map<string, Payout>();
  return {
    of(o: OrderRow): Payout {
      const payout = payouts.get(o.orderNo) ?? {
        orderNo: o.orderNo,
        paymentId: o.paymentId,
        channel: o.paymentChannel,
        currency: o.payCurrency,
        amount: 0,
        amountFen: 0,
        points: 0,
        memberId: o.memberId,
      };
      payouts.set(o.orderNo, payout);
      return payout;
    },
    all: (): Payout[] => [...payouts.values()],
  };
}

export type PayoutBook = ReturnType<typeof payoutBook>;
