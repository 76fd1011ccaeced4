import type { OrderAddOnOfferData, SeatChartData, SeatFareData, SeatPassenger } from '@/lib/contract';
import { seatLayout } from '@/lib/domain/seat-rules';

/**
 * A sample A320 segment for the seat page's tests: 5A and 5B taken, an adult with an infant already on the
 * left of row 20 (20A taken), row 30 without fares; four passengers: an adult in 20C, a child, an adult with
 * an infant, and a checked-in adult.
 */
export const TAKEN = ['5A', '5B', '20A', '20C'];
export const NO_FARE = ['30A', '30B', '30C', '30D', '30E', '30F'];

export const passenger = (over: Partial<SeatPassenger>): SeatPassenger => ({
  passengerId: 'P1',
  passengerIndex: 0,
  type: 'ADT',
  name: '张云雀',
  withInfant: false,
  seatNo: null,
  checkedIn: false,
  seatChanges: 0,
  changesLeft: 2,
  block: null,
  ...over,
});

export const ADULT = passenger({ seatNo: '20C', changesLeft: 1, seatChanges: 1 });
export const CHILD = passenger({ passengerId: 'P2', passengerIndex: 1, type: 'CHD', name: '张小雀' });
export const WITH_INFANT = passenger({ passengerId: 'P3', passengerIndex: 2, name: '王云雀', withInfant: true });
export const CHECKED_IN = passenger({
  passengerId: 'P4',
  passengerIndex: 3,
  name: '李云雀',
  seatNo: '8D',
  checkedIn: true,
  block: 'checkedIn',
});

export function sampleChart(over: Partial<SeatChartData> = {}): SeatChartData {
  return {
    orderNo: 'YQ2026120112345678',
    segmentIndex: 0,
    flightId: 'YQ1001-2026-12-03',
    flightNo: 'YQ1001',
    aircraft: 'A320',
    rows: 31,
    columns: ['A', 'B', 'C', 'D', 'E', 'F'],
    open: true,
    closed: null,
    seats: seatLayout('A320').map((s) => ({
      ...s,
      available: !TAKEN.includes(s.seatNo) && s.seatNo !== '8D',
      infantOnSide: s.row === 20 && s.side === 'L',
      productId: `SEAT-${s.seatNo}`,
    })),
    passengers: [ADULT, CHILD, WITH_INFANT, CHECKED_IN],
    ...over,
  };
}

/** Front rows 50 units, exit rows 40, the rest 20, middle seats free; row 30 has no fare. */
export function sampleFares(): SeatFareData {
  const fares = seatLayout('A320')
    .filter((s) => !NO_FARE.includes(s.seatNo))
    .map((s) => ({
      productId: `SEAT-${s.seatNo}`,
      seatNo: s.seatNo,
      price: s.kind === 'FRONT' ? 5000 : s.kind === 'EXIT' ? 4000 : s.kind === 'MIDDLE' ? 0 : 2000,
    }));
  return { currency: 'CNY', lowestPrice: 0, fares };
}

export function sampleOffer(over: Partial<OrderAddOnOfferData> = {}): OrderAddOnOfferData {
  return {
    sessionId: 'S-1',
    expiresAt: '2026-12-01T03:30:00.000Z',
    currency: 'CNY',
    seats: sampleFares().fares,
    baggage: [{ productCode: 'BAG10', weightKg: 10, airportPrice: 25000, price: 10000 }],
    meals: [{ productCode: 'MEAL1', name: 'Noodles', description: 'Beef noodles', price: 3000 }],
    priority: { productCode: 'PRIO', price: 1500 },
    insurance: [],
    mailing: null,
    passengers: [],
    ...over,
  };
}
