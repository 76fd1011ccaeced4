import type { AddPeoplePassenger } from '@/lib/contract';

/** The fields a traveller types for a passenger, at booking and when adding one to an order (the same rules). */
type TypedPassenger = Omit<AddPeoplePassenger, 'name' | 'surname' | 'givenName'> & {
  name?: string | null;
  surname?: string | null;
  givenName?: string | null;
};

/** A passenger's names as an order stores them: trimmed, the Latin ones in capitals; empty ones none. */
export function storedNames(p: Pick<TypedPassenger, 'name' | 'surname' | 'givenName'>) {
  return {
    name: p.name?.trim() || null,
    surname: p.surname?.trim().toUpperCase() || null,
    givenName: p.givenName?.trim().toUpperCase() || null,
  };
}

/** A typed passenger as an order stores them: the names as above, the document number in capitals. */
export function storedPassenger(p: TypedPassenger) {
  return {
    ...storedNames(p),
    gender: p.gender,
    birthday: p.birthday,
    nationality: p.nationality,
    certificateType: p.certificateType,
    certificateNumber: p.certificateNumber.toUpperCase(),
    certificateValidity: p.certificateValidity ?? null,
  };
}
