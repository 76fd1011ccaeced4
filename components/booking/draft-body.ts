import type { ReservePassenger } from '@/lib/contract/order';
import type { BookingDraft, PassengerDraft } from './draft-store';

/** A form passenger as airline-api takes it: empty fields left out; a child's or infant's guardian by index. */
function toReservePassenger(p: PassengerDraft): ReservePassenger {
  const text = (value: string) => value.trim() || undefined;
  return {
    type: p.type,
    name: text(p.name),
    surname: text(p.surname)?.toUpperCase(),
    givenName: text(p.givenName)?.toUpperCase(),
    gender: p.gender === 'F' ? 'F' : 'M',
    birthday: p.birthday,
    nationality: p.nationality,
    certificateType: p.certificateType,
    certificateNumber: p.certificateNumber.trim().toUpperCase(),
    certificateValidity: text(p.certificateValidity),
    save: p.save,
    ...(p.type !== 'ADT' && p.guardian !== '' ? { guardian: Number(p.guardian) } : {}),
  };
}

/** The body of `booking.price` and `booking.reserve` (lib/bff-client/booking; lib/schemas/booking BookingDraftBodySchema). */
export function draftBody(search: string, draft: BookingDraft, agreeTerms: boolean) {
  return {
    search,
    passengers: draft.passengers.map(toReservePassenger),
    contact: {
      name: draft.contact.name.trim(),
      areaCode: draft.contact.areaCode.trim(),
      mobile: draft.contact.mobile.trim(),
      email: draft.contact.email.trim(),
    },
    ancillaries: draft.ancillaries,
    couponIds: draft.couponIds,
    points: draft.points,
    agreeTerms,
  };
}
