import 'server-only';
import {
  BusiParameterDataSchema,
  CityByIpSchema,
  IdTypeDataSchema,
  SHUTDOWN_KEY,
  SystemIpDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import type { z } from 'zod';
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

type IdTypeData = z.infer<typeof IdTypeDataSchema>;

/** How long the web keeps the document types: reference data the airline changes by release, not by the hour. */
export const CERTIFICATE_TYPES_MS = 5 * 60_000;
let kept: { at: number; answer: Promise<UpstreamResult<IdTypeData>> } | undefined;

/**
 * Spec §7 idType: the document types, domestic and international, with their names in both languages. Every
 * passenger form reads them, so the web process keeps the answer for CERTIFICATE_TYPES_MS and shares a call in
 * flight (decision 76); a failure is not kept, so the next page asks again.
 */
export function certificateTypes(context: UpstreamContext, now = Date.now()): Promise<UpstreamResult<IdTypeData>> {
  if (kept && now - kept.at < CERTIFICATE_TYPES_MS) return kept.answer;
  const answer = callUpstream({ method: 'GET', path: UpstreamPath.idType, data: IdTypeDataSchema, context }).then(
    (result) => {
      if (!result.ok && kept?.answer === answer) kept = undefined;
      return result;
    },
  );
  kept = { at: now, answer };
  return answer;
}

/** Forgets the kept document types (for tests). */
export const forgetCertificateTypes = () => {
  kept = undefined;
};

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
