import type { OrderDetail } from '@/lib/contract/order';

/**
 * Test data shared by the refund and date-change components: a paid, issued order of two adults and a child on two
 * STANDARD flights, PKX→SHA on 10 December 2026 and back on the 15th. Each feature's sample settles P3's return
 * ticket its own way (refunded, changed) and sets the order's status.
 */

export const SAMPLE_ORDER_NO = 'YQ2026120112345678';

type Passenger = OrderDetail['passengers'][number];
type Ticket = OrderDetail['tickets'][number];

export const samplePassenger = (index: number, passengerId: string, type: Passenger['type'], name: string) => ({
  index,
  passengerId,
  type,
  name,
  surname: null,
  givenName: null,
  gender: 'F' as const,
  birthday: type === 'ADT' ? '1990-05-01' : '2018-05-01',
  certificateType: 'NI' as const,
  certificateTypeName: 'ID card',
  certificateNumber: '110***1234',
});

const segment = (segIndex: number, flightNo: string, from: 'PKX' | 'SHA', depTime: string) => ({
  segIndex,
  flightId: `F-${flightNo}`,
  flightNo,
  aircraft: 'A320' as const,
  fareFamily: 'STANDARD' as const,
  depAirport: from,
  arrAirport: from === 'PKX' ? 'SHA' : 'PKX',
  depCityName: from === 'PKX' ? '北京' : '上海',
  depAirportName: from === 'PKX' ? '北京大兴国际机场' : '上海虹桥国际机场',
  arrCityName: from === 'PKX' ? '上海' : '北京',
  arrAirportName: from === 'PKX' ? '上海虹桥国际机场' : '北京大兴国际机场',
  depTime,
  arrTime: depTime,
  depTimeZone: 'Asia/Shanghai',
  arrTimeZone: 'Asia/Shanghai',
  flightDate: depTime.slice(0, 10),
});

/** A passenger's ticket on a segment: issued (2) and usable (2) unless told. */
export const sampleTicket = (
  passengerIndex: number,
  segIndex: number,
  ticketStatus = 2,
  productStatus = 2,
): Ticket => ({
  passengerIndex,
  segIndex,
  ticketNo: `90212345678${passengerIndex}${segIndex}`,
  ticketStatus,
  productStatus,
  seatNo: null,
});

/** The order, with P3's return ticket `p3Return` (usable unless told) and `over` laid on top. */
export function sampleOrder(p3Return: Ticket = sampleTicket(2, 1), over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNo: SAMPLE_ORDER_NO,
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
      addOnTotal: 0,
      couponDeduction: 0,
      pointsDeduction: 0,
      pointsUsed: 0,
      actualAmount: 270000,
    },
    segments: [
      segment(0, 'YQ1001', 'PKX', '2026-12-10T00:30:00.000Z'),
      segment(1, 'YQ1002', 'SHA', '2026-12-15T10:00:00.000Z'),
    ],
    passengers: [
      samplePassenger(0, 'P1', 'ADT', '张云雀'),
      samplePassenger(1, 'P2', 'CHD', '张小雀'),
      samplePassenger(2, 'P3', 'ADT', '李白鹭'),
    ],
    tickets: [
      sampleTicket(0, 0),
      sampleTicket(1, 0),
      sampleTicket(2, 0),
      sampleTicket(0, 1),
      sampleTicket(1, 1),
      p3Return,
    ],
    ancillaries: [],
    mailing: null,
    contact: { name: '张云雀', areaCode: '86', mobile: '13800138000', email: '' },
    refund: null,
    isMember: true,
    ...over,
  };
}
