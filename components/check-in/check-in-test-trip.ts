import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';

/** The check-in panel's tests' segment: three passengers (one with an infant, refused online) and a child. */

export const passenger = (over: Partial<CheckInPassengerState>): CheckInPassengerState => ({
  passengerId: 'P1',
  passengerIndex: 0,
  type: 'ADT',
  name: '张云雀',
  ticketNo: '9021234567890',
  checkedIn: false,
  seatNo: null,
  seatBought: false,
  boardingSeq: null,
  refusal: null,
  onlineCheckIns: 0,
  cancellable: false,
  ...over,
});

export const ADULT = passenger({});
export const SECOND = passenger({ passengerId: 'P2', passengerIndex: 1, name: '李云雀', ticketNo: '9021234567891' });
export const WITH_INFANT = passenger({ passengerId: 'P3', passengerIndex: 2, name: '王云雀', refusal: 'infant' });
export const CHILD = passenger({
  passengerId: 'P4',
  passengerIndex: 3,
  type: 'CHD',
  name: '张小雀',
  refusal: 'guardianFirst',
});

/** Departs 2026-12-03 10:00 in Bangkok (03:00 UTC): every time the page shows is Bangkok's. */
export const trip = (over: Partial<CheckInTrip> = {}): CheckInTrip => ({
  segIndex: 0,
  flightId: 'YQ1001-2026-12-03',
  flightNo: 'YQ1001',
  aircraft: 'A320',
  fareFamily: 'STANDARD',
  depAirport: 'CAN',
  arrAirport: 'PEK',
  depCityName: 'Guangzhou',
  depAirportName: 'Guangzhou Baiyun',
  arrCityName: 'Beijing',
  arrAirportName: 'Beijing Capital',
  depTime: '2026-12-03T03:00:00.000Z',
  arrTime: '2026-12-03T06:00:00.000Z',
  depTimeZone: 'Asia/Bangkok',
  arrTimeZone: 'Asia/Shanghai',
  flightDate: '2026-12-03',
  orderNo: 'YQ2026120112345678',
  international: false,
  window: 'open',
  opensAt: '2026-12-01T03:00:00.000Z',
  closesAt: '2026-12-03T02:00:00.000Z',
  cancelCutoffAt: '2026-12-03T02:15:00.000Z',
  openSeat: true,
  source: 'SELF',
  passengers: [ADULT, SECOND, WITH_INFANT],
  ...over,
});
