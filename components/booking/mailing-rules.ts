import type { MailingAddress } from '@/lib/contract/order';

/** The mailed itinerary's address (spec §5 Mailing), the same limits as the contract's MailingAddressSchema. */
export function mailingIssues(a: MailingAddress): Partial<Record<keyof MailingAddress, string>> {
  const issues: Partial<Record<keyof MailingAddress, string>> = {};
  const text = (field: 'recipient' | 'province' | 'city' | 'district' | 'address', max: number) => {
    const v = a[field].trim();
    if (!v) issues[field] = 'mailingRequired';
    else if ([...v].length > max) issues[field] = 'mailingTooLong';
  };
  text('recipient', 20);
  text('province', 20);
  text('city', 20);
  text('district', 20);
  text('address', 100);
  if (!/^[1-9]\d{0,3}$/.test(a.areaCode.trim())) issues.areaCode = 'areaCodeInvalid';
  if (!/^\d{5,15}$/.test(a.phone.trim())) issues.phone = a.phone.trim() ? 'phoneInvalid' : 'phoneRequired';
  if (!/^\d{6}$/.test(a.zip.trim())) issues.zip = 'mailingZipInvalid';
  return issues;
}

export const EMPTY_ADDRESS: MailingAddress = {
  recipient: '',
  areaCode: '86',
  phone: '',
  province: '',
  city: '',
  district: '',
  address: '',
  zip: '',
};
