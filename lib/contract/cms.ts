import { z } from 'zod';
import { UpstreamLanguageSchema } from './common';

/** POST /cms/s/content/query (spec §7). categoryTypeCode picks banners, notices, policies, ... */
export const CmsQueryBodySchema = z.object({
  siteId: z.string(),
  appkey: z.string(),
  appId: z.string(),
  categoryTypeCode: z.string(),
  language: UpstreamLanguageSchema.default('zh_CN'),
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type CmsQueryBody = z.input<typeof CmsQueryBodySchema>;

export const CmsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  publishTime: z.string().datetime(),
});
export type CmsItem = z.infer<typeof CmsItemSchema>;

export const CmsQueryDataSchema = z.object({ count: z.number().int().nonnegative(), list: z.array(CmsItemSchema) });

/** POST /cms/tips/getTipsContent */
export const TipsBodySchema = z.object({
  language: UpstreamLanguageSchema.default('zh_CN'),
  tipsParamList: z
    .array(z.object({ dest: z.string(), dept: z.string(), flightDate: z.string() }))
    .min(1)
    .max(4),
});
/** The first item shows as the tip; the second after it is closed (spec §7). */
export const TipsDataSchema = z.array(z.object({ id: z.string(), title: z.string(), content: z.string() }));
