import type { AddOnOrder } from '@/lib/contract';

/** The seat order of the result page's tests: a seat and a bag on segment 1, done unless told otherwise. */

export const PARENT = 'YQ2026120112345678';
export const ADD_ON_ORDER_NO = 'YA2026120100000001';

export const order = (over: Partial<AddOnOrder> = {}): AddOnOrder => ({
  orderNo: ADD_ON_ORDER_NO,
  parentOrderNo: PARENT,
  segmentIndex: 1,
  flightNo: 'YQ1001',
  flightDate: '2026-12-03',
  state: 'DONE',
  currency: 'CNY',
  amount: 9000,
  pointsUsed: 0,
  pointsAmount: 0,
  payAmount: 9000,
  paymentDeadline: '2026-12-01T02:30:00.000Z',
  items: [
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'SEAT',
      productCode: 'SEAT-3A',
      seatNo: '3A',
      weightKg: null,
      price: 5000,
    },
    {
      passengerId: 'P2',
      name: 'LI/YUNQUE',
      kind: 'BAGGAGE',
      productCode: 'BAG10',
      seatNo: null,
      weightKg: 10,
      price: 4000,
    },
  ],
  checkIn: null,
  ...over,
});
