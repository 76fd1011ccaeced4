import { CmsCategory, CmsQueryDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  CJK,
  expectRefused,
  LANG_PART,
  LANGS,
  list,
  okData,
  publishTimeOf,
  query,
  seeded,
  serveContent,
} from '../../test/content-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('CMS content endpoints (spec §2 Content and agreements, §7 cms/s/content/query, §9 page sizes)', () => {
  serveContent();

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
      // 16 static pages and the CMS-managed /conentManger/index (decision 74).
      [CmsCategory.STATIC, 17, 17],
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
        ['banner-zh-1', '/images/banner-1.svg', '/#flight-search'],
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
});
