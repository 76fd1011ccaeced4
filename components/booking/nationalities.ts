/** Nationalities offered first on the passenger form (ISO 3166 alpha-2); names come from Intl.DisplayNames. */
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

export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
