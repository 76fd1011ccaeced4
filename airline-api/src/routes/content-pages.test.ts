import { CmsCategory, CmsItemDetailSchema, ResultCode } from '@/lib/contract';
import { cmsSeed } from '../db/seed/content';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { CJK, expectRefused, item, okData, publishTimeOf, serveContent } from '../../test/content-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('CMS content endpoints (spec §2 Content and agreements, §7 cms/s/content/query, §9 page sizes)', () => {
  serveContent();

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
});
