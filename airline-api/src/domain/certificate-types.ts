import type { CertificateTypeId, UpstreamLanguage } from '@/lib/contract';

/** Spec §3 certificate types with their names in Chinese and English (idType, order views, notices). */
// prettier-ignore
export const CERTIFICATE_TYPES: [CertificateTypeId, string, string][] = [
  ['NI', '身份证', 'National ID card'],
  ['PP', '护照', 'Passport'],
  ['HK', '港澳通行证', 'Exit-entry permit for Hong Kong and Macau'],
  ['MI', '军官证', 'Military officer card'],
  ['OR', '回乡证', 'Home-return permit'],
  ['TW', '台湾通行证', 'Travel permit to Taiwan'],
  ['SE', '海员证', "Seafarer's card"],
  ['RP', '外国人永久居留证', 'Foreigner permanent residence permit'],
  ['SX', '港澳台居民居住证', 'Residence permit for Hong Kong, Macau and Taiwan residents'],
  ['OT', '其他', 'Other'],
  ['HU', '户口簿', 'Household register'],
  ['TT', '台胞证', 'Mainland travel permit for Taiwan residents'],
  ['JG', '警官证', 'Police officer card'],
  ['SH', '士兵证', 'Soldier card'],
  ['WC', '外国人入境许可', 'Foreigner entry permit'],
  ['DI', '驾驶证', 'Driving licence'],
  ['TP', '旅行证', 'Travel permit'],
  ['TI', '港澳居民来往内地通行证', 'Mainland travel permit for Hong Kong and Macau residents'],
  ['BC', '出生证明', 'Birth certificate'],
  ['PI', '外国人永久居留身份证', 'Foreigner permanent resident ID card'],
];

/** A document type's name in a language; the id itself only for a type the table does not know. */
export function certificateTypeName(typeId: string, language: UpstreamLanguage): string {
  const entry = CERTIFICATE_TYPES.find(([id]) => id === typeId);
  if (!entry) return typeId;
  return language === 'en_US' ? entry[2] : entry[1];
}
