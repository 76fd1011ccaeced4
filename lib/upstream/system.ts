import 'server-only';
import { CityByIpSchema, IdTypeDataSchema, SystemIpDataSchema, UpstreamPath } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Spec §7: the visitor's IP as the airline sees it (the BFF forwards it when TRUST_PROXY is on). */
export function systemIp(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.systemIp, data: SystemIpDataSchema, context });
}

/** Spec §7 city-by-IP: code "0" is a city; anything else means unknown (only logged). */
export function cityByIp(context: UpstreamContext, ip: string) {
  return callUpstream({ method: 'GET', path: UpstreamPath.cityByIp, query: { ip }, data: CityByIpSchema, context });
}

export function certificateTypes(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: UpstreamPath.idType, data: IdTypeDataSchema, context });
}
