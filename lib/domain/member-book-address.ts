import { phone, required, type Issues } from './member-book-fields';

/** Mailing addresses of the member's address book (spec §2 /member/address; §3, §5 Mailing). */

export const RECIPIENT_MAX = 20;
export const ADDRESS_DETAIL_MAX = 100;
export type AddressEntry = {
  recipient: string;
  areaCode: string;
  phone: string;
  /** GB/T 2260 codes of the cascade's three choices, and their names as chosen. */
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
  zip: string;
};
export type AddressField = keyof AddressEntry;

/** Every field of an entry, each chosen region's name after the three codes. */
export const ADDRESS_FIELDS = [
  'recipient',
  'areaCode',
  'phone',
  'provinceCode',
  'cityCode',
  'districtCode',
  'province',
  'city',
  'district',
  'address',
  'zip',
] as const satisfies readonly AddressField[];

/** The fields a person fills in, in the order a form shows them (a region's name comes with its code). */
export const ADDRESS_INPUT_FIELDS: readonly AddressField[] = ADDRESS_FIELDS.filter(
  (f) => f !== 'province' && f !== 'city' && f !== 'district',
);

const REGION_CODE = /^\d{6}$/;
/** A district, or in the cities without districts (Dongguan, Zhongshan) a town of nine digits. */
const DISTRICT_CODE = /^\d{6}(\d{3})?$/;

/**
 * Recipient required (at most 20), phone valid for its area code, the three levels of the cascade chosen
 * (codes of six digits, a town's of nine, each inside the one above it), the detailed address required (at most 100) and a
 * six-digit zip. Whether the codes exist is airline-api's check against its region list.
 */
export function validateAddressEntry(a: AddressEntry): Issues<AddressField> {
  const issues: Record<string, string> = {};
  required(issues, 'recipient', a.recipient, RECIPIENT_MAX);
  phone(issues, a.areaCode, a.phone, 'phone');
  if (!REGION_CODE.test(a.provinceCode)) issues.provinceCode = 'provinceRequired';
  if (!REGION_CODE.test(a.cityCode)) issues.cityCode = 'cityRequired';
  else if (a.cityCode.slice(0, 2) !== a.provinceCode.slice(0, 2)) issues.cityCode = 'regionMismatch';
  if (!DISTRICT_CODE.test(a.districtCode)) issues.districtCode = 'districtRequired';
  else if (a.districtCode.slice(0, 2) !== a.cityCode.slice(0, 2)) issues.districtCode = 'regionMismatch';
  required(issues, 'address', a.address, ADDRESS_DETAIL_MAX);
  if (!/^\d{6}$/.test(a.zip.trim())) issues.zip = a.zip.trim() ? 'zipInvalid' : 'required';
  return issues;
}

/**
 * A delivery address's place in one line (as the address book shows it): a municipality's city (named after it) and
 * a city that stands for its own district are not said twice.
 */
export function addressLine(a: AddressEntry): string {
  const parts = [a.province, a.city === a.province ? '' : a.city, a.districtCode === a.cityCode ? '' : a.district];
  return [...parts, a.address].filter(Boolean).join(' ');
}
