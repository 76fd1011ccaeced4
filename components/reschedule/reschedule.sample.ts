import type { OrderDetail } from '@/lib/contract/order';
import type { RescheduleFlightsData, RescheduleOrder, RescheduleQuoteData } from '@/lib/contract/reschedule';
import type { Flight } from '@/lib/contract/shop';
import { SAMPLE_ORDER_NO, sampleOrder, sampleTicket } from '@/lib/domain/order.sample';
import type { ChangeChoice } from './reschedule-draft';

/**
 * Test data of the date-change components: the shared sample order (two adults and a child on two STANDARD flights,
 * PKX→SHA on 10 December 2026 and back on the 15th), seen on 1 December 2026 at 04:00 Beijing time (NOW).
 */

export const ORDER_NO = SAMPLE_ORDER_NO;
export const NEW_ORDER_NO = 'YQ2026120187654321';
/** 2026-11-30T20:00Z: 1 December 04:00 in Beijing, still 30 November in UTC. */
export const NOW = Date.parse('2026-11-30T20:00:00.000Z');
export const TODAY = '2026-12-01';

/** P3's return ticket is changed already (ticket status 4): shown with its status, not offered. */
export function order(over: Partial<OrderDetail> = {}): OrderDetail {
  return sampleOrder(sampleTicket(2, 1, 4, 4), { orderStatus: 6, ...over });
}

const fare = (fareId: string, family: 'BASIC' | 'STANDARD' | 'FLEX', amount: number, seatsLeft: number) => {
  const price = { fare: amount, airportFee: 5000, fuelSurcharge: 0, otherTax: 0, total: amount + 5000 };
  return {
    fareId,
    fareFamily: family,
    cabin: 'Y' as const,
    fare: amount,
    airportFee: 5000,
    fuelSurcharge: 0,
    total: amount + 5000,
    currency: 'CNY' as const,
    seatsLeft,
    checkedBaggageKg: 20,
    refundable: false,
    changeable: true,
    passengerPrices: { ADT: price, CHD: price, INF: price },
  };
};

export function flight(flightNo: string, depTime: string, fares: Flight['fares']): Flight {
  return {
    flightId: `F-${flightNo}-${depTime.slice(0, 10)}`,
    flightNo,
    aircraft: 'A320',
    depAirport: 'PKX',
    arrAirport: 'SHA',
    depTerminal: null,
    arrTerminal: null,
    depTime,
    arrTime: new Date(Date.parse(depTime) + 130 * 60_000).toISOString(),
    depTimeZone: 'Asia/Shanghai',
    arrTimeZone: 'Asia/Shanghai',
    durationMinutes: 130,
    fares,
  };
}

/** The flights of PKX→SHA on `date`: YQ1003 with room, YQ1005 with one STANDARD seat left. */
export function flights(date = '2026-12-12'): RescheduleFlightsData {
  const strip = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.parse(`${date}T00:00:00Z`) + (i - 3) * 86_400_000).toISOString().slice(0, 10);
    return {
      date: day,
      price: i === 5 ? null : 70000 + i * 1000,
      isLowest: i === 0,
      currency: 'CNY' as const,
      specialDay: null,
    };
  });
  return {
    segments: [
      {
        segmentIndex: 0,
        date,
        fareFamily: 'STANDARD',
        flights: [
          flight('YQ1003', `${date}T01:00:00.000Z`, [
            fare('F-1003-B', 'BASIC', 60000, 9),
            fare('F-1003-S', 'STANDARD', 90000, 9),
          ]),
          flight('YQ1005', `${date}T06:00:00.000Z`, [fare('F-1005-S', 'STANDARD', 85000, 1)]),
        ],
        strip,
      },
    ],
  };
}

export function choice(over: Partial<ChangeChoice> = {}): ChangeChoice {
  return {
    segmentIndex: 0,
    date: '2026-12-12',
    fareId: 'F-1003-S',
    flightNo: 'YQ1003',
    depAirport: 'PKX',
    arrAirport: 'SHA',
    depTime: '2026-12-12T01:00:00.000Z',
    depTimeZone: 'Asia/Shanghai',
    arrTime: '2026-12-12T03:10:00.000Z',
    arrTimeZone: 'Asia/Shanghai',
    fare: 90000,
    currency: 'CNY',
    ...over,
  };
}

/** Two adults moved on the outbound flight: each 800 → 900 (difference 100) with a 10% fee of 80. */
export function quote(over: Partial<RescheduleQuoteData> = {}): RescheduleQuoteData {
  const line = (passengerId: string, name: string) => ({
    passengerId,
    segmentIndex: 0,
    passengerType: 'ADT' as const,
    name,
    oldFare: 80000,
    newFare: 90000,
    difference: 10000,
    fee: 8000,
    feeRate: 10,
    total: 18000,
  });
  return {
    currency: 'CNY',
    lines: [line('P1', '张云雀'), line('P3', '李白鹭')],
    ticketPrice: 180000,
    difference: 20000,
    fee: 16000,
    total: 36000,
    ...over,
  };
}

export function rescheduled(over: Partial<RescheduleOrder> = {}): RescheduleOrder {
  return {
    orderNo: NEW_ORDER_NO,
    parentOrderNo: ORDER_NO,
    status: 'PENDING_PAYMENT',
    currency: 'CNY',
    lines: quote().lines,
    total: 36000,
    paymentDeadline: '2026-11-30T20:30:00.000Z',
    createdAt: '2026-11-30T20:00:00.000Z',
    segments: [
      {
        segmentIndex: 0,
        flightNo: 'YQ1003',
        depTime: '2026-12-12T01:00:00.000Z',
        depTimeZone: 'Asia/Shanghai',
        depAirport: 'PKX',
        arrAirport: 'SHA',
      },
    ],
    tickets: [
      { passengerId: 'P1', segmentIndex: 0, ticketNo: null },
      { passengerId: 'P3', segmentIndex: 0, ticketNo: null },
    ],
    addOns: [],
    ...over,
  };
}
