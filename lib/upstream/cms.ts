import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import {
  BusiParameterDataSchema,
  CmsCategory,
  CmsItemDetailSchema,
  CmsKeySchema,
  CmsQueryDataSchema,
  CmsSearchDataSchema,
  COMPLAINT_SWITCH_KEY,
  ComplaintDataSchema,
  RouteNetworkDataSchema,
  TipsDataSchema,
  ResultCode,
  UpstreamPath,
  cmsContentId,
  type CmsItemDetail,
  type ComplaintBody,
  type UpstreamLanguage,
} from '@/lib/contract';
import { callUpstream } from './client';
import { publicUpstreamContext, type UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** The storefront's CMS site identity (spec §7 cms/s/content/query: siteId, appkey, appId). */
const SITE = { siteId: 'B2C', appkey: 'storefront', appId: 'web' } as const;

export function cmsContent(
  context: UpstreamContext,
  input: { categoryTypeCode: string; pageNo?: number; pageSize?: number },
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.cmsQuery,
    body: {
      ...SITE,
      language: context.language,
      pageNo: input.pageNo ?? 1,
      pageSize: input.pageSize ?? 10,
      categoryTypeCode: input.categoryTypeCode,
    },
    data: CmsQueryDataSchema,
    context,
  });
}

export function tipsContent(
  context: UpstreamContext,
  tipsParamList: { dest: string; dept: string; flightDate: string }[],
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.tips,
    body: { language: context.language, tipsParamList },
    data: TipsDataSchema,
    context,
  });
}

export type CmsList = z.infer<typeof CmsQueryDataSchema>;

/** POST /cms/s/content/item: one item by its full id (NOT_FOUND when there is none). */
export function cmsItem(context: UpstreamContext, id: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.cmsItem,
    body: { id },
    data: CmsItemDetailSchema,
    context,
  });
}

/** POST /cms/s/content/search in the context's language. */
export function cmsSearch(context: UpstreamContext, input: { keyword: string; pageNo: number; pageSize: number }) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.cmsSearch,
    body: { ...input, language: context.language },
    data: CmsSearchDataSchema,
    context,
  });
}

/** GET the route network with days of operation (the /flightLine page and the timetable). */
export function routeNetwork(context: UpstreamContext) {
  return callUpstream({
    method: 'GET',
    path: UpstreamPath.routeNetwork,
    query: { language: context.language },
    data: RouteNetworkDataSchema,
    context,
  });
}

/** POST the complaint and suggestion form (spec §3); the captcha token travels with it. */
export function submitComplaint(context: UpstreamContext, body: ComplaintBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.complaintSubmit,
    body,
    data: ComplaintDataSchema,
    context,
    antiFraud: { name: body.name, credential: body.certificateNumber },
  });
}

/**
 * The busi-parameter that switches the complaint form off: open unless the key answers anything but
 * state 1 with param 'true'. A missing key or an unreachable upstream leaves the form open (the submit
 * then answers the real error).
 */
export async function isComplaintOpen(context: UpstreamContext): Promise<boolean> {
  const result = await callUpstream({
    method: 'POST',
    path: UpstreamPath.busiParameter,
    body: COMPLAINT_SWITCH_KEY,
    data: BusiParameterDataSchema,
    context,
    timeoutMs: 2000,
  });
  return !result.ok || (result.data.state === 1 && result.data.param === 'true');
}

/**
 * Cached readers of public content for the pages (readers never wait on the CMS, decision 7): results live
 * in Next's data cache for CMS_REVALIDATE_SECONDS and are refreshed in the background after that, or at
 * once with revalidateTag('cms'). Content is public, so the calls carry an anonymous context: no member
 * token and no per-visitor black box in the cache key. Failures are thrown out of the cache (never stored)
 * and come back as values.
 */
export const CMS_REVALIDATE_SECONDS = 300;
export const CMS_CACHE_TAG = 'cms';

type Language = UpstreamLanguage;

class CmsReadFailure extends Error {
  constructor(readonly code: Exclude<ResultCode, '0'>) {
    super(`cms read failed: ${code}`);
  }
}

function dataOf<T>(result: UpstreamResult<T>): T {
  if (!result.ok) throw new CmsReadFailure(result.code);
  return result.data;
}

async function settle<T>(read: Promise<T>): Promise<UpstreamResult<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    if (error instanceof CmsReadFailure) return { ok: false, code: error.code, msg: error.message };
    throw error;
  }
}

const options = { revalidate: CMS_REVALIDATE_SECONDS, tags: [CMS_CACHE_TAG] };

const listCached = unstable_cache(
  async (language: Language, categoryTypeCode: string, pageNo: number, pageSize: number) =>
    dataOf(await cmsContent(publicUpstreamContext(language), { categoryTypeCode, pageNo, pageSize })),
  ['cms-list'],
  options,
);

/** A page of one category, newest first. */
export function readCmsList(language: Language, categoryTypeCode: string, pageNo: number, pageSize: number) {
  return settle(listCached(language, categoryTypeCode, pageNo, pageSize));
}

const itemCached = unstable_cache(
  async (language: Language, id: string): Promise<CmsItemDetail | null> => {
    const result = await cmsItem(publicUpstreamContext(language), id);
    // An unknown id is an answer too: caching it keeps id guessing away from the CMS.
    if (!result.ok && result.code === ResultCode.NOT_FOUND) return null;
    return dataOf(result);
  },
  ['cms-item'],
  options,
);

/** An item of a category by its language-neutral key; null when that language has no such item. */
export async function readCmsItem(
  language: Language,
  category: CmsCategory,
  key: string,
): Promise<UpstreamResult<CmsItemDetail | null>> {
  if (!CmsKeySchema.safeParse(key).success) return { ok: true, data: null };
  const result = await settle(itemCached(language, cmsContentId(category, language, key)));
  if (!result.ok || !result.data) return result;
  return { ok: true, data: result.data.categoryTypeCode === category ? result.data : null };
}

const networkCached = unstable_cache(
  async (language: Language) => dataOf(await routeNetwork(publicUpstreamContext(language))),
  ['route-network'],
  options,
);

export function readRouteNetwork(language: Language) {
  return settle(networkCached(language));
}

const tipsCached = unstable_cache(
  async (language: Language, legs: string) =>
    dataOf(await tipsContent(publicUpstreamContext(language), JSON.parse(legs))),
  ['route-tips'],
  options,
);

/** The tips of a search's legs (spec §7 getTipsContent), best first; public content, kept as the CMS's is. */
export function readTips(language: Language, legs: { dept: string; dest: string; flightDate: string }[]) {
  return settle(
    tipsCached(language, JSON.stringify(legs.map(({ dept, dest, flightDate }) => ({ dept, dest, flightDate })))),
  );
}

export function cmsLanguageOf(locale: string): Language {
  return locale === 'en-US' ? 'en_US' : 'zh_CN';
}
