import type { PassengerModifyCandidate } from '@/lib/contract/passenger-modify';

/** Test data of the name or document change components (decision 24). */
export const ORDER_NO = 'YQ2026120112345678';

export const CERTIFICATES = [
  { typeId: 'NI' as const, name: 'ID card' },
  { typeId: 'PP' as const, name: 'Passport' },
];

export function candidate(over: Partial<PassengerModifyCandidate> = {}): PassengerModifyCandidate {
  return {
    passengerId: 'P1',
    type: 'ADT',
    name: '张云雀',
    surname: null,
    givenName: null,
    certificateType: 'NI',
    certificateNumber: '110****1234',
    changesLeft: 1,
    block: null,
    ...over,
  };
}

/** A Chinese-named adult who may change, an English-named one who may, and one of each block. */
export function candidates(): PassengerModifyCandidate[] {
  return [
    candidate(),
    candidate({
      passengerId: 'P2',
      name: null,
      surname: 'SMITH',
      givenName: 'ANNA',
      certificateType: 'PP',
      certificateNumber: 'E12****5678',
    }),
    candidate({ passengerId: 'P3', name: '李值机', block: 'checkedIn', changesLeft: 1 }),
    candidate({ passengerId: 'P4', name: '王改过', block: 'limitReached', changesLeft: 0 }),
    candidate({ passengerId: 'P5', name: '赵基础', block: 'fareFamily' }),
  ];
}
