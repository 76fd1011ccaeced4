import 'server-only';
import { z } from 'zod';
import { CmsQueryDataSchema, TipsDataSchema, UpstreamPath } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

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
