import type { ReserveBody } from '@/lib/contract';
import type { Itinerary } from '@/lib/upstream/booking';
import { ruleFieldErrors } from './rule-issues';

jest.mock('server-only', () => ({}));

// Issue 28 §1, decision 50 (spec §5 Passengers): a refused guardian is named beside that passenger's guardian field.

const itinerary = { segments: [{ flightDate: '2026-12-10' }], international: false } as unknown as Itinerary;
const person = {
  gender: 'F' as const,
  nationality: 'CN',
  certificateType: 'NI' as const,
  certificateNumber: '110101199003078512',
  name: '张云雀',
};
const body = (passengers: ReserveBody['passengers']): ReserveBody => ({
  fareIds: ['F'],
  passengers,
  contact: { name: '张云雀', areaCode: '86', mobile: '13812345678', email: 'a@example.com' },
  agreeTerms: true,
});

it("names a guardian who is not an adult of the booking, and accepts the second adult's lap", () => {
  const adult = { ...person, type: 'ADT' as const, birthday: '1990-03-07' };
  const infant = { ...person, type: 'INF' as const, birthday: '2026-05-01', certificateType: 'BC' as const };
  expect(ruleFieldErrors(body([adult, adult, { ...infant, guardian: 1 }]), itinerary)['passengers.2.guardian']).toBe(
    undefined,
  );
  expect(ruleFieldErrors(body([adult, adult, { ...infant, guardian: 2 }]), itinerary)['passengers.2.guardian']).toBe(
    'guardianRequired',
  );
  expect(ruleFieldErrors(body([adult, { ...infant, guardian: 5 }]), itinerary)['passengers.1.guardian']).toBe(
    'guardianRequired',
  );
});
