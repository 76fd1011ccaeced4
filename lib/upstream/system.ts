import 'server-only';
import {
  BusiParameterDataSchema,
  CityByIpSchema,
  IdTypeDataSchema,
  SHUTDOWN_KEY,
  SystemIpDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** Spec §7: the visitor's IP as the airline sees it (the BFF forwards it with the visitor key). */
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

/**
 * The shutdown key (spec §7 busi-parameter): maintenance is on when state is 1 and param is 'true'. A short
 * timeout: the proxy asks this before serving a page, at most once a minute.
 */
export async function shutdownSwitch(context: UpstreamContext): Promise<UpstreamResult<boolean>> {
  const result = await callUpstream({
    method: 'POST',
    path: UpstreamPath.busiParameter,
    body: SHUTDOWN_KEY,
    data: BusiParameterDataSchema,
    context,
    timeoutMs: 2000,
  });
  return result.ok ? { ok: true, data: result.data.state === 1 && result.data.param === 'true' } : result;
}
