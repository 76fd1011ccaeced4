import type { AddOnRefundItem, AddOnRefundQuoteData } from '@/lib/contract/add-on-refund';
import type { RefundApplication } from '@/lib/contract/refund';
import { SAMPLE_ORDER_NO, sampleOrder } from '@/lib/domain/order.sample';
import { application } from './refund.sample';

/**
 * Test data of the add-on refund components (decision 26), on the shared sample order: P1's meal and seat on the
 * first flight (the seat bought later, 500 points of it), P2's baggage on the first flight (checked in), P1's
 * insurance on the return, and the order's mailed itinerary.
 */

export const ORDER_NO = SAMPLE_ORDER_NO;
export const segments = () => sampleOrder().segments;

const item = (over: Partial<AddOnRefundItem> & Pick<AddOnRefundItem, 'addOnId' | 'kind' | 'name'>) =>
  ({
    paidByOrderNo: ORDER_NO,
    productCode: over.kind,
    passengerId: 'P1',
    passengerName: '张云雀',
    segmentIndex: 0,
    seatNo: null,
    amount: 3800,
    points: 0,
    block: null,
    refundableUntil: '2026-12-10T00:00:00.000Z',
    refundNo: null,
    ...over,
  }) satisfies AddOnRefundItem;

export function items(): AddOnRefundItem[] {
  return [
    item({ addOnId: '11', kind: 'MEAL', name: 'Braised beef noodles' }),
    item({
      addOnId: '12',
      kind: 'SEAT',
      name: 'Window seat',
      seatNo: '31A',
      amount: 2500,
      points: 500,
      paidByOrderNo: 'YQ2026120212345678',
    }),
    item({
      addOnId: '13',
      kind: 'BAGGAGE',
      name: 'Checked baggage 10 kg',
      passengerId: 'P2',
      passengerName: '李白鹭',
      amount: 12000,
      block: 'CHECKED_IN',
    }),
    item({
      addOnId: '14',
      kind: 'INSURANCE',
      name: 'Flight accident insurance',
      segmentIndex: 1,
      amount: 3000,
      refundableUntil: '2026-12-15T01:00:00.000Z',
    }),
    item({
      addOnId: '15',
      kind: 'MAILING',
      name: 'Mailed itinerary',
      passengerId: null,
      passengerName: null,
      segmentIndex: null,
      amount: 1500,
    }),
  ];
}

export function quote(ids: string[] = ['11']): AddOnRefundQuoteData {
  const lines = items()
    .filter((i) => ids.includes(i.addOnId))
    .map(({ block: _block, refundableUntil: _until, refundNo: _refundNo, ...line }) => line);
  return {
    currency: 'CNY',
    lines,
    totalAmount: lines.reduce((n, l) => n + l.amount, 0),
    totalPoints: lines.reduce((n, l) => n + l.points, 0),
    channel: 'GATEWAY',
  };
}

export function addOnApplication(over: Partial<RefundApplication> = {}): RefundApplication {
  const q = quote(['11', '12']);
  return application({
    refundNo: 'RF2026120100000009',
    reason: 'OTHER',
    items: [],
    lines: [],
    addOns: q.lines,
    amount: q.totalAmount,
    points: q.totalPoints,
    ...over,
  });
}
