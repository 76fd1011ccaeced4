import type { FastifyInstance } from 'fastify';
import { UpstreamPath, type CertificateTypeId } from '@/lib/contract';
import { sendOk } from '../http';

// prettier-ignore
const TYPES: [CertificateTypeId, string, string][] = [
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

const all = TYPES.map(([typeId, nameZh, nameEn]) => ({ typeId, nameZh, nameEn }));

/** GET idType: every document is accepted on domestic flights; international flights take a passport only. */
export function registerMemberRoutes(app: FastifyInstance): void {
  app.get(UpstreamPath.idType, async (req, reply) =>
    sendOk(req, reply, { domestic: all, internation: all.filter((t) => t.typeId === 'PP') }),
  );
}
