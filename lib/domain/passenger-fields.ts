import type { CertificateType } from './certificate-rules';

/**
 * A passenger's own fields in the order every passenger form draws them (the booking's passengers, a child or
 * an infant added to an order, a saved passenger): names, gender, birthday, nationality and document.
 */
export const PASSENGER_FORM_FIELDS = [
  'name',
  'surname',
  'givenName',
  'gender',
  'birthday',
  'nationality',
  'certificateType',
  'certificateNumber',
  'certificateValidity',
] as const;

/** Those fields as a form holds them: each a string, '' while nothing is typed or chosen. */
export type PassengerFieldValues = {
  name: string;
  surname: string;
  givenName: string;
  gender: '' | 'M' | 'F';
  birthday: string;
  nationality: string;
  certificateType: CertificateType;
  certificateNumber: string;
  certificateValidity: string;
};

/** A new passenger's fields: nothing typed, Chinese nationality, and the document type the form offers first. */
export function emptyPassengerFields(certificateType: CertificateType): PassengerFieldValues {
  return {
    name: '',
    surname: '',
    givenName: '',
    gender: '',
    birthday: '',
    nationality: 'CN',
    certificateType,
    certificateNumber: '',
    certificateValidity: '',
  };
}
