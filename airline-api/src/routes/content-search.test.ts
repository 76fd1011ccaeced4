import { CmsCategory, CmsSearchDataSchema, ResultCode, envelopeSchema } from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { expectedHits, hits, type Lang, okData, publishTimeOf, search, serveContent } from '../../test/content-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('CMS content endpoints (spec §2 Content and agreements, §7 cms/s/content/query, §9 page sizes)', () => {
  serveContent();

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

    it('ranks title matches first, then summary matches, then text matches, newest first within each', async () => {
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
});
