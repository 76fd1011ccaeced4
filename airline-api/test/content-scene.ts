import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CmsCategory,
  CmsQueryDataSchema,
  CmsSearchDataSchema,
  ErrorEnvelopeSchema,
  ResultCode,
  UpstreamPath,
  envelopeSchema,
} from '@/lib/contract';
import { cmsSeed, type CmsSeed } from '../src/db/seed/content';
import { addDays } from '../src/domain/dates';
import { SERVER_START_TIMEOUT_MS, TODAY, testServer } from './test-server';

/**
 * What the CMS content test files share (spec §2 Content and agreements, §7 cms/s/content/*): their server, the
 * seeded items as the API should answer them, and the query, item and search calls. Each file calls serveContent()
 * inside its describe.
 */
export type Lang = 'zh_CN' | 'en_US';
export const LANGS: Lang[] = ['zh_CN', 'en_US'];
export const LANG_PART: Record<Lang, string> = { zh_CN: 'zh', en_US: 'en' };
export const SITE = { siteId: 'B2C', appkey: 'storefront', appId: 'web' };
export const CJK = /[\u4e00-\u9fff]/;

/** Items of one category and language as seeded, newest first (ties by id): the order the API promises. */
export const seeded = (category: string, language: Lang): CmsSeed[] =>
  cmsSeed()
    .filter((i) => i.categoryTypeCode === category && i.language === language)
    .sort((a, b) => a.daysAgo - b.daysAgo || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Seed items published in Beijing at 10:00 (02:00Z) `daysAgo` days before the test day. */
export const publishTimeOf = (daysAgo: number) => `${addDays(TODAY, -daysAgo)}T02:00:00.000Z`;

export const SEARCHABLE: string[] = [
  CmsCategory.NEWS,
  CmsCategory.NOTICE,
  CmsCategory.BIDDING,
  CmsCategory.BID_WINNING,
  CmsCategory.HELP,
  CmsCategory.TRAVEL_ARTICLE,
  CmsCategory.STATIC,
  CmsCategory.AGREEMENT_TEMPLATE,
  CmsCategory.AGREEMENT_EXPLAIN,
  CmsCategory.SELF_SERVICE_GUIDE,
];

/**
 * What a site search should find, worked out from the seed: a case-insensitive literal substring; title
 * matches first, then summary matches, then text matches, newest first within each.
 */
export const expectedHits = (keyword: string, language: Lang): string[] => {
  const k = keyword.trim().toLowerCase();
  const has = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(k);
  const rank = (i: CmsSeed) => (has(i.title) ? 0 : has(i.summary) ? 1 : 2);
  return cmsSeed()
    .filter((i) => i.language === language && SEARCHABLE.includes(i.categoryTypeCode))
    .filter((i) => [i.title, i.summary, i.content].some(has))
    .sort((a, b) => rank(a) - rank(b) || a.daysAgo - b.daysAgo || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((i) => i.id);
};

export let app: FastifyInstance;

/** The file's server: started before its tests, closed after them. */
export function serveContent() {
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
}

export const okData = <S extends z.ZodType>(schema: S, res: { statusCode: number; body: string }): z.infer<S> => {
  const env = envelopeSchema(schema).parse(JSON.parse(res.body));
  expect(env.code).toBe(ResultCode.OK);
  expect(res.statusCode).toBe(200);
  return env.data as z.infer<S>;
};
export const expectRefused = (res: { statusCode: number; json: () => unknown }, code: string, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe(code);
};

export const query = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: UpstreamPath.cmsQuery, payload: { ...SITE, ...payload }, headers });
export const list = async (categoryTypeCode: string, language: Lang, pageNo = 1, pageSize = 100) =>
  okData(CmsQueryDataSchema, await query({ categoryTypeCode, language, pageNo, pageSize }));
export const item = (id: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: UpstreamPath.cmsItem, payload: { id }, headers });
export const search = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: UpstreamPath.cmsSearch, payload, headers });
export const hits = async (keyword: string, language: Lang, pageNo = 1, pageSize = 100) =>
  okData(CmsSearchDataSchema, await search({ keyword, language, pageNo, pageSize }));
