import type { OrderDetail } from '@/lib/contract/order';
import type { RefundApplication, RefundQuoteData } from '@/lib/contract/refund';
import { SAMPLE_ORDER_NO, sampleOrder, sampleTicket } from '@/lib/domain/order.sample';

/** Test data of the refund components: the shared sample order (two adults and a child on two flights). */

export const ORDER_NO = SAMPLE_ORDER_NO;

/** P3's return ticket is refunded already (ticket status 3, product status 4): shown with its status, not offered. */
export function order(over: Partial<OrderDetail> = {}): OrderDetail {
  return sampleOrder(sampleTicket(2, 1, 3, 4), { orderStatus: 4, ...over });
}

export function quote(over: Partial<RefundQuoteData> = {}): RefundQuoteData {
  return {
    currency: 'CNY',
    requestedType: 'VOLUNTARY',
    refundType: 'VOLUNTARY',
    converted: false,
    lines: [
      {
        passengerId: 'P1',
        segmentIndex: 0,
        passengerType: 'ADT',
        name: '张云雀',
        fare: 80000,
        fee: 16000,
        feeRate: 20,
        onlyTaxes: false,
        taxes: 5000,
        ancillaries: 3000,
        total: 72000,
        points: 0,
      },
    ],
    totalAmount: 72000,
    totalPoints: 120,
    channel: 'GATEWAY',
    ...over,
  };
}

export function application(over: Partial<RefundApplication> = {}): RefundApplication {
  const q = quote();
  return {
    refundNo: 'RF2026120100000001',
    orderNo: ORDER_NO,
    status: 'SUBMITTED',
    refundType: 'VOLUNTARY',
    reason: 'PLAN_CHANGED',
    note: '',
    items: [{ passengerId: 'P1', segmentIndex: 0 }],
    lines: q.lines,
    currency: 'CNY',
    amount: q.totalAmount,
    points: q.totalPoints,
    channel: 'GATEWAY',
    // 23:30 UTC is 07:30 the next day in Beijing.
    submittedAt: '2026-11-30T23:30:00.000Z',
    approvedAt: null,
    rejectedReason: null,
    paidAt: null,
    dueFrom: null,
    dueBy: null,
    attachments: [],
    ...over,
  };
}
