/**
 * Nationalities offered on the passenger form (ISO 3166 alpha-2). Their names are messages
 * (BookingFunnel.nationalityNames), not Intl.DisplayNames: the server's and the browser's ICU name regions
 * differently ('中国香港特别行政区' against '香港'), which broke hydration, and the airline names them its own way.
 */
export const NATIONALITIES = [
  'CN',
  'HK',
  'MO',
  'TW',
  'US',
  'GB',
  'JP',
  'KR',
  'SG',
  'MY',
  'TH',
  'VN',
  'PH',
  'ID',
  'IN',
  'AU',
  'NZ',
  'CA',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'RU',
] as const;
