import * as z from './zod';
import { IsoDateSchema, UpstreamLanguageSchema } from './common';

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
    .array(z.object({ dest: z.string(), dept: z.string(), flightDate: IsoDateSchema }))
    .min(1)
    .max(4),
});
/** The first item shows as the tip; the second after it is closed (spec §7). */
export const TipsDataSchema = z.array(z.object({ id: z.string(), title: z.string(), content: z.string() }));

/**
 * CMS categories of the content pages. A content id is `<prefix>-<zh|en>-<key>`: the key is the
 * same in both languages, so a page addresses an item by key and asks in its own language.
 */
export const CmsCategory = {
  BANNER: 'BANNER',
  NOTICE: 'NOTICE',
  NEWS: 'NEWS',
  BIDDING: 'BIDDING',
  BID_WINNING: 'BID_WINNING',
  AGREEMENT_TEMPLATE: 'AGREEMENT_TEMPLATE',
  AGREEMENT_EXPLAIN: 'AGREEMENT_EXPLAIN',
  HELP: 'HELP',
  TRAVEL_ARTICLE: 'TRAVEL_ARTICLE',
  STATIC: 'STATIC',
  /** The self-service hall's guides (/ancillary/guide, lib/contract/self-service.ts; decision 31). */
  SELF_SERVICE_GUIDE: 'SELF_SERVICE_GUIDE',
} as const;
export type CmsCategory = (typeof CmsCategory)[keyof typeof CmsCategory];

export const CMS_ID_PREFIX: Record<CmsCategory, string> = {
  BANNER: 'banner',
  NOTICE: 'notice',
  NEWS: 'news',
  BIDDING: 'bidding',
  BID_WINNING: 'bidwin',
  AGREEMENT_TEMPLATE: 'agreement',
  AGREEMENT_EXPLAIN: 'explain',
  HELP: 'help',
  TRAVEL_ARTICLE: 'travel',
  STATIC: 'static',
  SELF_SERVICE_GUIDE: 'guide',
};

const LANG_PART = { zh_CN: 'zh', en_US: 'en' } as const;
export const CmsKeySchema = z.string().regex(/^[A-Za-z0-9_]{1,64}$/);

export function cmsContentId(category: CmsCategory, language: 'zh_CN' | 'en_US', key: string): string {
  return `${CMS_ID_PREFIX[category]}-${LANG_PART[language]}-${key}`;
}

/** The language-neutral key of a content id, or null when the id does not follow the convention. */
export function cmsKeyOf(id: string): string | null {
  return /^[a-z]+-(?:zh|en)-([A-Za-z0-9_]{1,64})$/.exec(id)?.[1] ?? null;
}

/** POST /cms/s/content/item: one item by id (NOT_FOUND when there is none). */
export const CmsItemBodySchema = z.object({ id: z.string().min(1).max(100) });
export const CmsItemDetailSchema = CmsItemSchema.extend({ categoryTypeCode: z.string() });
export type CmsItemDetail = z.infer<typeof CmsItemDetailSchema>;

/** POST /cms/s/content/search: title and text of the searchable categories, in one language. */
export const CmsSearchBodySchema = z.object({
  keyword: z.string().trim().min(1).max(50),
  language: UpstreamLanguageSchema.default('zh_CN'),
  pageNo: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type CmsSearchBody = z.input<typeof CmsSearchBodySchema>;
export const CmsSearchDataSchema = z.object({
  count: z.number().int().nonnegative(),
  list: z.array(CmsItemDetailSchema.omit({ content: true })),
});
export type CmsSearchData = z.infer<typeof CmsSearchDataSchema>;

/** GET /shop/api/shopping/b2c/routeNetwork: every origin with its destinations and days of operation. */
export const NetworkFlightSchema = z.object({
  flightNo: z.string(),
  /** ISO weekdays flown, 1 = Monday. */
  days: z.array(z.number().int().min(1).max(7)),
  depTime: z.string(),
  arrTime: z.string(),
  /** Arrival is this many days after departure (local times). */
  arrDayOffset: z.number().int(),
  aircraft: z.string(),
});
export const NetworkDestinationSchema = z.object({
  code: z.string(),
  name: z.string(),
  cityName: z.string(),
  international: z.boolean(),
  flights: z.array(NetworkFlightSchema),
});
export const NetworkOriginSchema = z.object({
  code: z.string(),
  name: z.string(),
  cityName: z.string(),
  destinations: z.array(NetworkDestinationSchema),
});
export const RouteNetworkDataSchema = z.object({ origins: z.array(NetworkOriginSchema) });
export type RouteNetworkData = z.infer<typeof RouteNetworkDataSchema>;
export type NetworkOrigin = z.infer<typeof NetworkOriginSchema>;

/**
 * POST /cms/s/complaint/submit (spec §3 Complaint form). The busi-parameter COMPLAINT_SWITCH turns the
 * form off: it is open unless the key answers anything but state 1 with param 'true'.
 */
export const ComplaintTypeSchema = z.enum(['suggest', 'complaint']);
export const ComplaintBodySchema = z.object({
  name: z.string().trim().min(1).max(40),
  certificateNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{5,30}$/),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/),
  type: ComplaintTypeSchema,
  content: z.string().trim().min(10).max(500),
  captchaToken: z.string().min(1).max(128),
});
export type ComplaintBody = z.infer<typeof ComplaintBodySchema>;
export const ComplaintDataSchema = z.object({ complaintId: z.string() });
export const COMPLAINT_SWITCH_KEY = { sysType: 'B2C', modelType: 'WEB', type: 'COMPLAINT_SWITCH' } as const;

const CMS_CATEGORIES = Object.values(CmsCategory) as [CmsCategory, ...CmsCategory[]];

/**
 * Admin: POST /admin/cms/publish puts one CMS item live, published now, with `authorization: Bearer <OPS_TOKEN>`
 * (`npm run ops -- cms publish <file.json>`). The id follows cmsContentId, so publishing the same key again
 * replaces the item; every web is told to revalidate the 'cms' tag (decision 60).
 */
export const CmsPublishBodySchema = z.object({
  categoryTypeCode: z.enum(CMS_CATEGORIES),
  language: UpstreamLanguageSchema,
  key: CmsKeySchema,
  title: z.string().trim().min(1).max(200),
  summary: z.string().max(2000).nullable().default(null),
  content: z.string().max(200_000).nullable().default(null),
  linkUrl: z.string().max(500).nullable().default(null),
});
export type CmsPublishBody = z.input<typeof CmsPublishBodySchema>;

/** Admin: POST /admin/cms/withdraw takes an item down by id (NOT_FOUND when there is none); the webs revalidate. */
export const CmsWithdrawBodySchema = z.object({ id: z.string().min(1).max(100) });
