import type { OrderDetail } from '@/lib/contract/order';
import type { RefundApplication, RefundQuoteData } from '@/lib/contract/refund';

/** Test data of the refund components: an order of two adults and a child on two flights. */

export const ORDER_NO = 'YQ2026120112345678';

const passenger = (index: number, passengerId: string, type: 'ADT' | 'CHD', name: string) => ({
  index,
  passengerId,
  type,
  name,
  surname: null,
  givenName: null,
  gender: 'F' as const,
  birthday: type === 'CHD' ? '2018-05-01' : '1990-05-01',
  certificateType: 'NI' as const,
  certificateTypeName: 'ID card',
  certificateNumber: '110***1234',
});

const segment = (segIndex: number, flightNo: string, from: string, to: string, depTime: string) => ({
  segIndex,
  flightId: `F-${flightNo}`,
  flightNo,
  aircraft: 'A320' as const,
  fareFamily: 'STANDARD' as const,
  depAirport: from === '北京' ? 'PKX' : 'SHA',
  arrAirport: to === '北京' ? 'PKX' : 'SHA',
  depCityName: from,
  depAirportName: `${from}机场`,
  arrCityName: to,
  arrAirportName: `${to}机场`,
  depTime,
  arrTime: depTime,
  depTimeZone: 'Asia/Shanghai',
  arrTimeZone: 'Asia/Shanghai',
  flightDate: depTime.slice(0, 10),
});

const ticket = (passengerIndex: number, segIndex: number, ticketStatus = 2, productStatus = 2) => ({
  passengerIndex,
  segIndex,
  ticketNo: `90212345678${passengerIndex}${segIndex}`,
  ticketStatus,
  productStatus,
  seatNo: null,
});

export function order(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNo: ORDER_NO,
    orderType: 1,
    orderStatus: 4,
    createdAt: '2026-11-20T02:00:00.000Z',
    paymentDeadline: '2026-11-20T02:30:00.000Z',
    paidAt: '2026-11-20T02:10:00.000Z',
    paymentChannel: 'GATEWAY',
    cancelReason: null,
    ticketing: 'ISSUED',
    price: {
      currency: 'CNY',
      ticketFare: 240000,
      airportTax: 30000,
      fuelTax: 0,
      otherTax: 0,
      ancillaries: {},
      ancillaryTotal: 0,
      couponDeduction: 0,
      pointsDeduction: 0,
      pointsUsed: 0,
      actualAmount: 270000,
    },
    segments: [
      segment(0, 'YQ1001', '北京', '上海', '2026-12-10T00:30:00.000Z'),
      segment(1, 'YQ1002', '上海', '北京', '2026-12-15T10:00:00.000Z'),
    ],
    passengers: [
      passenger(0, 'P1', 'ADT', '张云雀'),
      passenger(1, 'P2', 'CHD', '张小雀'),
      passenger(2, 'P3', 'ADT', '李白鹭'),
    ],
    // P3's return ticket is refunded already: shown with its status, not offered.
    tickets: [ticket(0, 0), ticket(1, 0), ticket(2, 0), ticket(0, 1), ticket(1, 1), ticket(2, 1, 3, 4)],
    ancillaries: [],
    mailing: null,
    contact: { name: '张云雀', areaCode: '86', mobile: '13800138000', email: '' },
    refund: null,
    isMember: true,
    ...over,
  };
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
