import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CmsCategory,
  CmsItemDetailSchema,
  CmsQueryDataSchema,
  CmsSearchDataSchema,
  ErrorEnvelopeSchema,
  ResultCode,
  RouteNetworkDataSchema,
  SearchFlightDataSchema,
  UpstreamPath,
  envelopeSchema,
  type RouteNetworkData,
} from '@/lib/contract';
import { cmsSeed, type CmsSeed } from '../db/seed/content';
import { NO_ROUTE_PAIRS, buildNetwork } from '../db/seed/network';
import { addDays, isoWeekday } from '../domain/dates';
import { localDate, localTime } from '../domain/time-zone';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TODAY, shopQuery, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

type Lang = 'zh_CN' | 'en_US';
const LANGS: Lang[] = ['zh_CN', 'en_US'];
const LANG_PART: Record<Lang, string> = { zh_CN: 'zh', en_US: 'en' };
const SITE = { siteId: 'B2C', appkey: 'storefront', appId: 'web' };
const CJK = /[\u4e00-\u9fff]/;

/** Items of one category and language as seeded, newest first (ties by id): the order the API promises. */
const seeded = (category: string, language: Lang): CmsSeed[] =>
  cmsSeed()
    .filter((i) => i.categoryTypeCode === category && i.language === language)
    .sort((a, b) => a.daysAgo - b.daysAgo || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Seed items published in Beijing at 10:00 (02:00Z) `daysAgo` days before the test day. */
const publishTimeOf = (daysAgo: number) => `${addDays(TODAY, -daysAgo)}T02:00:00.000Z`;

const SEARCHABLE: string[] = [
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
 * matches first, then summary matches, then text matches (issue 11 §4), newest first within each.
 */
const expectedHits = (keyword: string, language: Lang): string[] => {
  const k = keyword.trim().toLowerCase();
  const has = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(k);
  const rank = (i: CmsSeed) => (has(i.title) ? 0 : has(i.summary) ? 1 : 2);
  return cmsSeed()
    .filter((i) => i.language === language && SEARCHABLE.includes(i.categoryTypeCode))
    .filter((i) => [i.title, i.summary, i.content].some(has))
    .sort((a, b) => rank(a) - rank(b) || a.daysAgo - b.daysAgo || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((i) => i.id);
};

describe('CMS content endpoints (spec §2 Content and agreements, §7 cms/s/content/query, §9 page sizes)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });

  const okData = <S extends z.ZodType>(schema: S, res: { statusCode: number; body: string }): z.infer<S> => {
    const env = envelopeSchema(schema).parse(JSON.parse(res.body));
    expect(env.code).toBe(ResultCode.OK);
    expect(res.statusCode).toBe(200);
    return env.data as z.infer<S>;
  };
  const expectRefused = (res: { statusCode: number; json: () => unknown }, code: string, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe(code);
  };

  const query = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: UpstreamPath.cmsQuery, payload: { ...SITE, ...payload }, headers });
  const list = async (categoryTypeCode: string, language: Lang, pageNo = 1, pageSize = 100) =>
    okData(CmsQueryDataSchema, await query({ categoryTypeCode, language, pageNo, pageSize }));
  const item = (id: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: UpstreamPath.cmsItem, payload: { id }, headers });
  const search = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: UpstreamPath.cmsSearch, payload, headers });
  const hits = async (keyword: string, language: Lang, pageNo = 1, pageSize = 100) =>
    okData(CmsSearchDataSchema, await search({ keyword, language, pageNo, pageSize }));

  describe('§2 Content and agreements: every category lists in the languages it exists in (§7 content/query)', () => {
    // [category, zh count, en count]: travel articles are a zh-CN-only page (spec §2 "zh-CN only").
    const COUNTS: [string, number, number][] = [
      [CmsCategory.BANNER, 3, 3],
      [CmsCategory.NOTICE, 6, 6],
      [CmsCategory.NEWS, 28, 28],
      [CmsCategory.BIDDING, 13, 13],
      [CmsCategory.BID_WINNING, 11, 11],
      [CmsCategory.AGREEMENT_TEMPLATE, 4, 4],
      [CmsCategory.AGREEMENT_EXPLAIN, 1, 1],
      [CmsCategory.HELP, 8, 8],
      [CmsCategory.STATIC, 16, 16],
      [CmsCategory.TRAVEL_ARTICLE, 12, 0],
      ['INSURANCE_POLICY', 4, 4],
    ];

    it.each(COUNTS)('%s: %i items in zh, %i in en', async (category, zh, en) => {
      const zhList = await list(category, 'zh_CN');
      const enList = await list(category, 'en_US');
      expect([zhList.count, enList.count]).toEqual([zh, en]);
      expect([zhList.list.length, enList.list.length]).toEqual([zh, en]);
    });

    it.each(Object.values(CmsCategory))('%s: the seeded items, newest first, each in its own language', async (c) => {
      for (const language of LANGS) {
        const data = await list(c, language);
        const want = seeded(c, language);
        expect(data.list.map((i) => i.id)).toEqual(want.map((i) => i.id));
        expect(data.list.map((i) => i.publishTime)).toEqual(want.map((i) => publishTimeOf(i.daysAgo)));
        expect(data.list.map((i) => i.title)).toEqual(want.map((i) => i.title));
        for (const i of data.list) {
          expect(i.id).toContain(`-${LANG_PART[language]}-`);
          // No Chinese leaks into an English list (all seeded zh titles are Chinese).
          expect(CJK.test(i.title)).toBe(language === 'zh_CN');
        }
      }
    });

    it('answers the fields of an item as seeded (news 1 in both languages)', async () => {
      const [zh] = (await list(CmsCategory.NEWS, 'zh_CN', 1, 10)).list;
      const [en] = (await list(CmsCategory.NEWS, 'en_US', 1, 10)).list;
      expect(zh).toEqual({
        id: 'news-zh-1',
        title: '云雀航空开通广州至清迈直飞航线',
        summary: '云雀航空广州—清迈直飞航线正式开通，每周二、四、六执行，采用空客A320机型。',
        content: expect.stringMatching(/^<p>云雀航空广州—清迈直飞航线正式开通.*<\/p>$/),
        imageUrl: null,
        linkUrl: null,
        publishTime: '2026-11-30T02:00:00.000Z',
      });
      expect(en?.id).toBe('news-en-1');
      expect(en?.title).toBe('Skylark launches Guangzhou–Chiang Mai flights');
      expect(en?.publishTime).toBe(zh?.publishTime);
      expect(CJK.test(`${en?.summary}${en?.content}`)).toBe(false);
    });

    it('banners keep image and locale-free link (spec §7: banners)', async () => {
      const data = await list(CmsCategory.BANNER, 'zh_CN');
      expect(data.list.map((b) => [b.id, b.imageUrl, b.linkUrl])).toEqual([
        ['banner-zh-1', '/images/banner-1.svg', '/static/refundRules'],
        ['banner-zh-2', '/images/banner-2.svg', '/flightLine?from=CAN'],
        ['banner-zh-3', '/images/banner-3.svg', '/regist'],
      ]);
    });

    it('an unknown category is an empty list, not an error', async () => {
      expect(await list('NO_SUCH_CATEGORY', 'zh_CN')).toEqual({ count: 0, list: [] });
    });

    it('language defaults to Chinese; paging defaults to page 1 of 10', async () => {
      const res = await query({ categoryTypeCode: CmsCategory.NEWS });
      const data = okData(CmsQueryDataSchema, res);
      expect(data.count).toBe(28);
      expect(data.list.map((i) => i.id)).toEqual(
        seeded(CmsCategory.NEWS, 'zh_CN')
          .slice(0, 10)
          .map((i) => i.id),
      );
    });

    it('refuses a body without the site identity or category (BAD_REQUEST, 400)', async () => {
      for (const payload of [
        { appkey: 'k', appId: 'a', categoryTypeCode: 'NEWS' },
        { siteId: 's', appId: 'a', categoryTypeCode: 'NEWS' },
        { siteId: 's', appkey: 'k', categoryTypeCode: 'NEWS' },
        { siteId: 's', appkey: 'k', appId: 'a' },
        { siteId: 's', appkey: 'k', appId: 'a', categoryTypeCode: 'NEWS', language: 'fr_FR' },
      ]) {
        const res = await app.inject({ method: 'POST', url: UpstreamPath.cmsQuery, payload });
        expectRefused(res, ResultCode.BAD_REQUEST, 400);
      }
    });
  });

  describe('§9 page sizes 10, 20, 30, 40, 50, 100: paging of content/query', () => {
    const all = () => seeded(CmsCategory.NEWS, 'zh_CN').map((i) => i.id);

    it.each([10, 20, 30, 40, 50, 100])('size %i: pages cover the 28 news once, in order', async (size) => {
      const pages = Math.ceil(28 / size);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const data = await list(CmsCategory.NEWS, 'zh_CN', page, size);
        expect(data.count).toBe(28);
        expect(data.list).toHaveLength(page < pages ? size : 28 - (pages - 1) * size);
        seen.push(...data.list.map((i) => i.id));
      }
      expect(seen).toEqual(all());
      // A page past the end is empty and still tells the total.
      expect(await list(CmsCategory.NEWS, 'zh_CN', pages + 1, size)).toEqual({ count: 28, list: [] });
    });

    it('the last full boundary: 20 a page gives 20 then 8; 28 a page gives everything on page 1', async () => {
      expect((await list(CmsCategory.NEWS, 'en_US', 2, 20)).list.map((i) => i.id)).toEqual(
        seeded(CmsCategory.NEWS, 'en_US')
          .slice(20)
          .map((i) => i.id),
      );
      expect((await list(CmsCategory.NEWS, 'en_US', 1, 28)).list).toHaveLength(28);
      expect((await list(CmsCategory.NEWS, 'en_US', 2, 28)).list).toEqual([]);
    });

    it('a page far past the end is empty, not a server error', async () => {
      expect(await list(CmsCategory.NEWS, 'zh_CN', 1_000_000, 100)).toEqual({ count: 28, list: [] });
      expect(await list(CmsCategory.NEWS, 'zh_CN', Number.MAX_SAFE_INTEGER, 100)).toEqual({ count: 28, list: [] });
    });

    it.each([
      ['pageSize 0', { pageSize: 0 }],
      ['pageSize 101', { pageSize: 101 }],
      ['pageSize -10', { pageSize: -10 }],
      ['pageSize 10.5', { pageSize: 10.5 }],
      ['pageSize as a string', { pageSize: '10' }],
      ['pageNo 0', { pageNo: 0 }],
      ['pageNo -1', { pageNo: -1 }],
      ['pageNo 1.5', { pageNo: 1.5 }],
      ['pageNo beyond safe integers', { pageNo: 2 ** 53 }],
    ])('refuses %s with BAD_REQUEST (400) and a localized message', async (_, paging) => {
      const zh = await query({ categoryTypeCode: CmsCategory.NEWS, ...paging });
      expectRefused(zh, ResultCode.BAD_REQUEST, 400);
      expect(zh.json().msg).toBe('请求参数有误');
      const en = await query(
        { categoryTypeCode: CmsCategory.NEWS, language: 'en_US', ...paging },
        {
          'x-language': 'en_US',
        },
      );
      expect(en.json()).toEqual({ code: ResultCode.BAD_REQUEST, msg: 'Invalid request' });
    });
  });

  describe('§2 content pages by id (cms/s/content/item): found, not found, one language only', () => {
    it('answers an item with its category, in the language of its id', async () => {
      const en = CmsItemDetailSchema.parse(okData(CmsItemDetailSchema, await item('static-en-refundRules')));
      expect(en).toMatchObject({
        id: 'static-en-refundRules',
        categoryTypeCode: CmsCategory.STATIC,
        title: 'Refund and change rules',
        summary: 'Fees for voluntary changes and refunds, and the rules for involuntary ones.',
        publishTime: publishTimeOf(33),
      });
      expect(en.content).toMatch(/^<h2>Voluntary date changes<\/h2><table>/);
      expect(CJK.test(`${en.title}${en.summary}${en.content}`)).toBe(false);

      const zh = okData(CmsItemDetailSchema, await item('static-zh-refundRules'));
      expect(zh).toMatchObject({ id: 'static-zh-refundRules', categoryTypeCode: 'STATIC', title: '退改签规则' });
      expect(zh.content).toMatch(/^<h2>自愿改期<\/h2>/);
      expect(zh.content).not.toContain('Voluntary');
      expect(zh.publishTime).toBe(en.publishTime);
    });

    it.each([
      ['news-zh-28', 'NEWS', '上海浦东至济州航线开通'],
      ['news-en-28', 'NEWS', 'Shanghai Pudong–Jeju opens'],
      ['notice-en-6', 'NOTICE', 'Online check-in hours'],
      ['bidding-zh-1', 'BIDDING', '广州基地航材仓储服务采购项目招标公告'],
      ['bidwin-en-13', 'BID_WINNING', 'Award notice: Staff shuttle buses at the Guangzhou base'],
      ['agreement-en-charter', 'AGREEMENT_TEMPLATE', expect.any(String)],
      ['explain-en-main', 'AGREEMENT_EXPLAIN', 'About our agreements'],
      ['explain-zh-main', 'AGREEMENT_EXPLAIN', '协议说明'],
      ['help-zh-1', 'HELP', '如何购买机票'],
      ['travel-zh-12', 'TRAVEL_ARTICLE', '广州美食地图：早茶与老字号'],
      ['banner-en-2', 'BANNER', 'South-East Asia: Bangkok, Singapore, Kuala Lumpur'],
    ])('%s is a %s item titled %p', async (id, categoryTypeCode, title) => {
      const data = okData(CmsItemDetailSchema, await item(id));
      expect(data).toMatchObject({ id, categoryTypeCode, title });
      const seed = cmsSeed().find((i) => i.id === id);
      expect(data.content).toBe(seed?.content);
      expect(data.summary).toBe(seed?.summary);
    });

    it.each([
      'news-zh-29',
      'news-fr-1',
      'NEWS-ZH-1',
      'travel-en-1', // travel articles are zh only: the English key does not exist
      'bidwin-zh-1', // the two newest tenders have no result yet
      'static-en-nope',
      "news-zh-1' OR '1'='1",
    ])('unknown id %p is NOT_FOUND (404) with no data', async (id) => {
      const zh = await item(id);
      expect(zh.statusCode).toBe(404);
      expect(zh.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: '未找到相关信息' });
      const en = await item(id, { 'x-language': 'en_US' });
      expect(en.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: 'Not found' });
    });

    it.each([
      ['an empty id', ''],
      ['an id over 100 characters', `news-zh-${'1'.repeat(93)}`],
      ['a numeric id', 1],
      ['no id', undefined],
    ])('refuses %s with BAD_REQUEST (400)', async (_, id) => {
      expectRefused(await item(id), ResultCode.BAD_REQUEST, 400);
    });

    it('an id of exactly 100 characters is looked up (not found), not refused', async () => {
      const id = `news-zh-${'1'.repeat(92)}`;
      expect(id).toHaveLength(100);
      expectRefused(await item(id), ResultCode.NOT_FOUND, 404);
    });

    it('the answer language header changes only the message, never the item', async () => {
      const asEn = okData(CmsItemDetailSchema, await item('news-zh-2', { 'x-language': 'en_US' }));
      expect(asEn.title).toBe('云雀航空第30架空客A321neo飞机入列');
      const asZh = okData(CmsItemDetailSchema, await item('news-en-2', { 'x-language': 'zh_CN' }));
      expect(asZh.title).toBe('Skylark welcomes its 30th Airbus A321neo');
    });
  });

  describe('§2 /search/{q}: site search over content (cms/s/content/search)', () => {
    it.each([
      ['Chiang Mai', 'en_US', ['news-en-1', 'news-en-3']],
      ['清迈', 'zh_CN', ['news-zh-1', 'news-zh-3']],
      ['Jeju', 'en_US', ['news-en-28']],
    ])('%p in %s finds the seeded items that mention it', async (keyword, language, mustHave) => {
      const data = await hits(keyword, language as Lang);
      const ids = data.list.map((i) => i.id);
      expect(ids).toEqual(expectedHits(keyword, language as Lang));
      expect(ids).toEqual(expect.arrayContaining(mustHave));
      expect(data.count).toBe(ids.length);
    });

    it('ranks title matches first, then summary matches, then text matches, newest first within each (issue 11 §4)', async () => {
      // '行李' (baggage): the baggage help article's title says it; travel guides and news only mention it.
      const zh = await hits('行李', 'zh_CN');
      const ids = zh.list.map((i) => i.id);
      expect(ids).toEqual(expectedHits('行李', 'zh_CN'));
      const titled = zh.list.filter((i) => i.title.includes('行李'));
      expect(titled.length).toBeGreaterThan(0);
      expect(zh.list.slice(0, titled.length)).toEqual(titled);
      expect(titled.map((i) => i.title)).toContain('行李额度与购买');
      // Not by date alone: something newer than the last title hit comes after it.
      const lastTitledTime = titled.at(-1)!.publishTime;
      expect(zh.list.slice(titled.length).some((i) => i.publishTime > lastTitledTime)).toBe(true);
      for (const [keyword, language] of [
        ['baggage', 'en_US'],
        ['Skylark', 'en_US'],
        ['航班', 'zh_CN'],
      ] as const) {
        const data = await hits(keyword, language);
        expect(data.list.map((i) => i.id)).toEqual(expectedHits(keyword, language));
        const rankOf = (i: { title: string; summary: string | null }) =>
          i.title.toLowerCase().includes(keyword.toLowerCase())
            ? 0
            : (i.summary ?? '').toLowerCase().includes(keyword.toLowerCase())
              ? 1
              : 2;
        const ranks = data.list.map(rankOf);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    });

    it('answers id, title, summary, category and time, without the full text', async () => {
      const res = await search({ keyword: 'Jeju', language: 'en_US' });
      expect(CmsSearchDataSchema.parse(res.json().data).count).toBe(1);
      // The raw answer, not the schema-parsed one (zod drops unknown keys such as content).
      const [first] = res.json().data.list;
      expect(first).toEqual({
        id: 'news-en-28',
        categoryTypeCode: CmsCategory.NEWS,
        title: 'Shanghai Pudong–Jeju opens',
        summary: expect.stringContaining('Jeju three times a week'),
        imageUrl: null,
        linkUrl: null,
        publishTime: publishTimeOf(28 * 3 - 2),
      });
    });

    it('is case-insensitive and trims the keyword', async () => {
      const want = expectedHits('chiang mai', 'en_US');
      expect(want.length).toBeGreaterThan(0);
      for (const k of ['chiang mai', 'CHIANG MAI', '  Chiang Mai  ']) {
        expect((await hits(k, 'en_US')).list.map((i) => i.id)).toEqual(want);
      }
    });

    it('searches the summary and text too, not only titles (passport: a news text, the passenger notice)', async () => {
      const data = await hits('passport', 'en_US');
      expect(data.list.map((i) => i.id)).toEqual(expectedHits('passport', 'en_US'));
      expect(data.list.map((i) => i.id).sort()).toEqual(['news-en-28', 'static-en-passengerNotice']);
      expect(data.list.some((i) => !i.title.toLowerCase().includes('passport'))).toBe(true);
    });

    it('stays in one language: no Chinese item in English results and no English item in Chinese ones', async () => {
      expect(await hits('云雀', 'en_US')).toEqual({ count: 0, list: [] });
      const zh = await hits('云雀', 'zh_CN');
      expect(zh.count).toBe(expectedHits('云雀', 'zh_CN').length);
      expect(zh.count).toBeGreaterThan(20);
      expect(zh.list.every((i) => i.id.includes('-zh-'))).toBe(true);
      expect(await hits('Skylark launches', 'zh_CN')).toEqual({ count: 0, list: [] });
      // Travel articles are zh only: a Chinese travel title finds it in zh, nothing in en.
      expect((await hits('宽窄巷子', 'zh_CN')).list.map((i) => i.id)).toContain('travel-zh-1');
      expect((await hits('宽窄巷子', 'en_US')).count).toBe(0);
    });

    it('the x-language header picks the language when the body has none', async () => {
      const res = await search({ keyword: 'Jeju' }, { 'x-language': 'en_US' });
      expect(okData(CmsSearchDataSchema, res).list.map((i) => i.id)).toEqual(['news-en-28']);
      const zh = await search({ keyword: 'Jeju' });
      // Without header or body language the search is Chinese, where Jeju is written 济州.
      expect(okData(CmsSearchDataSchema, zh)).toEqual({ count: 0, list: [] });
      const zhJeju = okData(CmsSearchDataSchema, await search({ keyword: '济州' }));
      expect(zhJeju.list.map((i) => i.id)).toEqual(['news-zh-28']);
    });

    it('leaves out banners and insurance policies, which are not pages of their own', async () => {
      // Banner-only wording: the banner title is '广州出发 特价机票低至99元'.
      expect(await hits('特价机票低至99元', 'zh_CN')).toEqual({ count: 0, list: [] });
      expect(await hits('Members earn points on every flight', 'en_US')).toEqual({ count: 0, list: [] });
      expect(await hits('Flight accident insurance policy', 'en_US')).toEqual({ count: 0, list: [] });
      const categories = new Set((await hits('a', 'en_US')).list.map((i) => i.categoryTypeCode));
      expect(categories.has(CmsCategory.BANNER)).toBe(false);
      expect(categories.has('INSURANCE_POLICY')).toBe(false);
    });

    it('a keyword with no hit answers OK with an empty list', async () => {
      const res = await search({ keyword: 'zzqqxxnohit', language: 'en_US' });
      expect(res.statusCode).toBe(200);
      expect(envelopeSchema(CmsSearchDataSchema).parse(res.json())).toEqual({
        code: ResultCode.OK,
        msg: 'success',
        data: { count: 0, list: [] },
      });
    });

    it('LIKE wildcards and backslashes are matched literally', async () => {
      const percent = await hits('%', 'en_US');
      expect(percent.list.map((i) => i.id)).toEqual(expectedHits('%', 'en_US'));
      // Some items mention a percentage ("15% less fuel"), most do not: '%' must not match everything.
      expect(percent.count).toBe(9);
      expect(percent.count).toBeLessThan((await hits('e', 'en_US')).count);
      // No seeded text has an underscore: an unescaped '_' would match every item.
      expect(expectedHits('_', 'en_US')).toEqual([]);
      expect(await hits('_', 'en_US')).toEqual({ count: 0, list: [] });
      expect(await hits('Chiang_Mai', 'en_US')).toEqual({ count: 0, list: [] });
      expect(await hits('Chiang%Mai', 'en_US')).toEqual({ count: 0, list: [] });
      expect(await hits('\\', 'en_US')).toEqual({ count: 0, list: [] });
    });

    it('pages through hits with the same sizes as lists (§9)', async () => {
      const want = expectedHits('Skylark', 'en_US');
      expect(want.length).toBeGreaterThan(20);
      const seen: string[] = [];
      const pages = Math.ceil(want.length / 10);
      for (let page = 1; page <= pages; page++) {
        const data = await hits('Skylark', 'en_US', page, 10);
        expect(data.count).toBe(want.length);
        seen.push(...data.list.map((i) => i.id));
      }
      expect(seen).toEqual(want);
      expect(await hits('Skylark', 'en_US', pages + 1, 10)).toEqual({ count: want.length, list: [] });
      for (const size of [20, 30, 40, 50, 100]) {
        expect((await hits('Skylark', 'en_US', 1, size)).list.map((i) => i.id)).toEqual(want.slice(0, size));
      }
    });

    it.each([
      ['an empty keyword', { keyword: '' }],
      ['a blank keyword', { keyword: '   ' }],
      ['no keyword', {}],
      ['a keyword of 51 characters', { keyword: 'a'.repeat(51) }],
      ['a keyword of 51 Chinese characters', { keyword: '云'.repeat(51) }],
      ['a numeric keyword', { keyword: 42 }],
      ['pageSize 0', { keyword: 'Skylark', pageSize: 0 }],
      ['pageSize 101', { keyword: 'Skylark', pageSize: 101 }],
      ['pageNo 0', { keyword: 'Skylark', pageNo: 0 }],
    ])('refuses %s with BAD_REQUEST (400)', async (_, payload) => {
      const res = await search({ language: 'en_US', ...payload }, { 'x-language': 'en_US' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: ResultCode.BAD_REQUEST, msg: 'Invalid request' });
    });

    it('a keyword of exactly 50 characters is searched', async () => {
      expect(await hits('a'.repeat(50), 'en_US')).toEqual({ count: 0, list: [] });
      expect(await hits(`  ${'云'.repeat(50)}  `, 'zh_CN')).toEqual({ count: 0, list: [] });
    });
  });

  describe('§2 static pages route network and timetable (shop/api/shopping/b2c/routeNetwork)', () => {
    const seed = buildNetwork();
    let zh: RouteNetworkData;
    let en: RouteNetworkData;
    beforeAll(async () => {
      zh = okData(RouteNetworkDataSchema, await app.inject({ url: `${UpstreamPath.routeNetwork}?language=zh_CN` }));
      en = okData(
        RouteNetworkDataSchema,
        await app.inject({ url: UpstreamPath.routeNetwork, headers: { 'x-language': 'en_US' } }),
      );
    });

    const flightsOf = (data: RouteNetworkData) =>
      data.origins.flatMap((o) =>
        o.destinations.flatMap((d) => d.flights.map((f) => ({ dep: o.code, arr: d.code, ...f }))),
      );

    it('lists every origin with its destinations, CAN (the hub) first', () => {
      const origins = new Set(seed.routes.map((r) => r.depAirport));
      expect(zh.origins.map((o) => o.code).sort()).toEqual([...origins].sort());
      expect(zh.origins[0]?.code).toBe('CAN');
      const fromCan = seed.routes.filter((r) => r.depAirport === 'CAN').map((r) => r.arrAirport);
      expect(zh.origins[0]?.destinations.map((d) => d.code)).toEqual([...fromCan].sort());
      // Most destinations first, then by code; destinations by code.
      const sizes = zh.origins.map((o) => o.destinations.length);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      for (const o of zh.origins) {
        const codes = o.destinations.map((d) => d.code);
        expect([...codes].sort()).toEqual(codes);
        expect(codes).not.toContain(o.code);
      }
    });

    it('every seeded schedule is listed once under its route, with its days, time and aircraft', () => {
      const listed = flightsOf(zh);
      expect(listed).toHaveLength(seed.schedules.length);
      const byNo = new Map(listed.map((f) => [f.flightNo, f]));
      expect(byNo.size).toBe(listed.length);
      for (const s of seed.schedules) {
        const f = byNo.get(s.flightNo);
        expect({
          flightNo: f?.flightNo,
          dep: f?.dep,
          arr: f?.arr,
          days: f?.days,
          depTime: f?.depTime,
          aircraft: f?.aircraft,
        }).toEqual({
          flightNo: s.flightNo,
          dep: s.depAirport,
          arr: s.arrAirport,
          days: s.daysOfWeek.split('').map(Number),
          depTime: s.depTimeLocal,
          aircraft: s.aircraft,
        });
      }
      for (const o of zh.origins)
        for (const d of o.destinations) {
          const times = d.flights.map((f) => f.depTime);
          expect([...times].sort()).toEqual(times);
        }
    });

    it('CAN–PEK: the fixed daily times; international flag and names by language', () => {
      const can = zh.origins.find((o) => o.code === 'CAN');
      const pek = can?.destinations.find((d) => d.code === 'PEK');
      expect(pek?.flights.map((f) => [f.depTime, f.days])).toEqual([
        ['08:00', [1, 2, 3, 4, 5, 6, 7]],
        ['12:30', [1, 2, 3, 4, 5, 6, 7]],
        ['18:00', [1, 2, 3, 4, 5, 6, 7]],
      ]);
      expect(pek?.international).toBe(false);
      expect(can?.destinations.find((d) => d.code === 'BKK')?.international).toBe(true);
      expect([can?.name, can?.cityName]).toEqual(['广州', '广州']);
      const canEn = en.origins.find((o) => o.code === 'CAN');
      expect([canEn?.name, canEn?.cityName]).toEqual(['Guangzhou', 'Guangzhou']);
      const pvgZh = can?.destinations.find((d) => d.code === 'PVG');
      const pvgEn = canEn?.destinations.find((d) => d.code === 'PVG');
      expect([pvgZh?.name, pvgZh?.cityName]).toEqual(['上海浦东', '上海']);
      expect([pvgEn?.name, pvgEn?.cityName]).toEqual(['Shanghai Pudong', 'Shanghai']);
      // Same network in both languages, only the names differ.
      expect(flightsOf(en)).toEqual(flightsOf(zh));
      expect(en.origins.every((o) => !CJK.test(o.name) && o.destinations.every((d) => !CJK.test(d.name)))).toBe(true);
    });

    it('no route between the pairs that are deliberately not open', () => {
      for (const [a, b] of NO_ROUTE_PAIRS) {
        for (const [x, y] of [
          [a, b],
          [b, a],
        ]) {
          const origin = zh.origins.find((o) => o.code === x);
          expect(origin?.destinations.map((d) => d.code)).not.toContain(y);
        }
      }
    });

    it('days and times agree with flight search on the next seven days', async () => {
      const listed = flightsOf(zh);
      const partWeek = listed.find((f) => f.days.length < 7 && f.arrDayOffset === 0);
      const nextDay = listed.find((f) => f.arrDayOffset > 0);
      const westward = listed.find((f) => f.dep === 'CAN' && f.arr === 'BKK');
      const checks = [partWeek, nextDay, westward, listed.find((f) => f.flightNo === 'YQ1001')];
      expect(partWeek).toBeDefined();
      expect(nextDay).toBeDefined();
      expect(westward).toBeDefined();
      for (const f of checks) {
        if (!f) continue;
        for (let i = 1; i <= 7; i++) {
          const date = addDays(TODAY, i);
          const url = `${UpstreamPath.searchFlight}?${shopQuery([
            { dep: f.dep, arr: f.arr, date, depType: 'AIRPORT', arrType: 'AIRPORT' },
          ])}`;
          const found = okData(SearchFlightDataSchema, await app.inject({ url })).legs[0]?.flights.find(
            (x) => x.flightNo === f.flightNo,
          );
          const flies = f.days.includes(isoWeekday(date));
          expect([f.flightNo, date, Boolean(found)]).toEqual([f.flightNo, date, flies]);
          if (!found) continue;
          expect(localTime(Date.parse(found.depTime), found.depTimeZone)).toBe(f.depTime);
          expect(localTime(Date.parse(found.arrTime), found.arrTimeZone)).toBe(f.arrTime);
          const arrDate = localDate(Date.parse(found.arrTime), found.arrTimeZone);
          expect(arrDate).toBe(addDays(date, f.arrDayOffset));
          expect(found.aircraft).toBe(f.aircraft);
        }
      }
    });

    it('lists only schedules still valid: past the schedule horizon the network is empty', async () => {
      const horizon = app.airline.network.horizon;
      const days = Math.round((Date.parse(horizon) - Date.parse(TODAY)) / 86_400_000) + 1;
      const set = await app.inject({
        method: 'POST',
        url: UpstreamPath.sandboxClock,
        payload: { offsetMs: days * 86_400_000 },
      });
      expect(set.statusCode).toBe(200);
      try {
        const after = okData(RouteNetworkDataSchema, await app.inject({ url: UpstreamPath.routeNetwork }));
        expect(after).toEqual({ origins: [] });
        await app.inject({
          method: 'POST',
          url: UpstreamPath.sandboxClock,
          payload: { offsetMs: (days - 1) * 86_400_000 },
        });
        const last = okData(RouteNetworkDataSchema, await app.inject({ url: UpstreamPath.routeNetwork }));
        expect(flightsOf(last)).toHaveLength(seed.schedules.length);
      } finally {
        await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 0 } });
      }
    });
  });
});
