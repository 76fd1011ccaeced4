import 'server-only';
import { CityDictionarySchema, CityVersionSchema, UpstreamPath, type City, type CityDictionary } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/**
 * The city dictionary (spec §7: version first, then the dictionary with that version). The web process
 * keeps the last dictionary and re-reads it only when the version changes (checked at most every 5 min).
 */
const VERSION_CHECK_MS = 5 * 60_000;
let cached: { dictionary: CityDictionary; checkedAt: number } | undefined;
let inflight: Promise<UpstreamResult<CityDictionary>> | undefined;

async function load(context: UpstreamContext): Promise<UpstreamResult<CityDictionary>> {
  const version = await callUpstream({
    method: 'GET',
    path: UpstreamPath.cityVersion,
    data: CityVersionSchema,
    context,
  });
  if (!version.ok) return cached ? { ok: true, data: cached.dictionary } : version;
  if (cached && cached.dictionary.version === version.data.version) {
    cached.checkedAt = Date.now();
    return { ok: true, data: cached.dictionary };
  }
  const dictionary = await callUpstream({
    method: 'GET',
    path: UpstreamPath.cityDictionary,
    query: { v: version.data.version },
    data: CityDictionarySchema,
    context,
  });
  if (dictionary.ok) cached = { dictionary: dictionary.data, checkedAt: Date.now() };
  return dictionary;
}

export async function cityDictionary(context: UpstreamContext): Promise<UpstreamResult<CityDictionary>> {
  if (cached && Date.now() - cached.checkedAt < VERSION_CHECK_MS) return { ok: true, data: cached.dictionary };
  inflight ??= load(context).finally(() => {
    inflight = undefined;
  });
  return inflight;
}

/** Looks an entry up by type and code (SHA exists as AREA and as AIRPORT). */
export function findCity(dictionary: CityDictionary, code: string, type?: City['type']): City | undefined {
  return dictionary.cities.find((c) => c.code === code && (!type || c.type === type));
}
