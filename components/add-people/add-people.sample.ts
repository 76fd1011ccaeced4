import type { AddPeopleCheckData, AddPeopleOrder, AddPeopleSegment } from '@/lib/contract/add-people';
import type { CertificateLists, NationalityOption } from './add-people-form';

/**
 * Test data of the add-people components (decision 25): the shared sample order's number, its two flights
 * (PKX→SHA on 10 December 2026 and back on the 15th, domestic) priced for a child, and its adults: P1 flies both,
 * P3 only the return, P4 already brings two children, P5 is under 18.
 */

export const ORDER_NO = 'YQ2026120112345678';
export const NEW_ORDER_NO = 'YQ2026120187654321';
export const TODAY = '2026-12-01';

export const CERTIFICATES: CertificateLists = {
  domestic: [
    { typeId: 'NI', name: 'ID card' },
    { typeId: 'BC', name: 'Birth certificate' },
    { typeId: 'PP', name: 'Passport' },
  ],
  international: [{ typeId: 'PP', name: 'Passport' }],
};

export const NATIONALITIES: NationalityOption[] = [
  { value: 'CN', name: 'China' },
  { value: 'US', name: 'United States' },
];

export function segment(over: Partial<AddPeopleSegment> = {}): AddPeopleSegment {
  return {
    segmentIndex: 0,
    flightNo: 'YQ1001',
    depTime: '2026-12-10T00:30:00.000Z',
    depTimeZone: 'Asia/Shanghai',
    depAirport: 'PKX',
    arrAirport: 'SHA',
    flightDate: '2026-12-10',
    international: false,
    fare: 45000,
    taxes: 2500,
    total: 47500,
    ...over,
  };
}

export function check(over: Partial<AddPeopleCheckData> = {}): AddPeopleCheckData {
  return {
    type: 'CHD',
    currency: 'CNY',
    adults: [
      { passengerId: 'P1', name: '张云雀', segmentIndexes: [0, 1], block: null },
      { passengerId: 'P3', name: '李白鹭', segmentIndexes: [1], block: null },
      { passengerId: 'P4', name: '王满员', segmentIndexes: [0, 1], block: 'companionLimit' },
      { passengerId: 'P5', name: '赵少年', segmentIndexes: [0, 1], block: 'underage' },
    ],
    segments: [
      segment(),
      segment({
        segmentIndex: 1,
        flightNo: 'YQ1002',
        depTime: '2026-12-15T10:00:00.000Z',
        depAirport: 'SHA',
        arrAirport: 'PKX',
        flightDate: '2026-12-15',
        fare: 40000,
        total: 42500,
      }),
    ],
    ...over,
  };
}

export function addition(over: Partial<AddPeopleOrder> = {}): AddPeopleOrder {
  return {
    orderNo: NEW_ORDER_NO,
    parentOrderNo: ORDER_NO,
    status: 'PENDING_PAYMENT',
    type: 'CHD',
    passengerId: 'P9',
    name: '张小雀',
    guardianId: 'P1',
    guardianName: '张云雀',
    currency: 'CNY',
    lines: [
      { segmentIndex: 0, flightNo: 'YQ1001', fare: 45000, taxes: 2500, total: 47500, ticketNo: null },
      { segmentIndex: 1, flightNo: 'YQ1002', fare: 40000, taxes: 2500, total: 42500, ticketNo: null },
    ],
    total: 90000,
    paymentDeadline: '2026-12-01T04:30:00.000Z',
    createdAt: '2026-12-01T04:00:00.000Z',
    ...over,
  };
}
