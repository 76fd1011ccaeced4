import { contentPathOf, printTargetOf } from './content-paths';

const LOCALES = ['zh-CN', 'en-US'];

describe('contentPathOf', () => {
  it('places each category at its page', () => {
    expect(contentPathOf('NEWS', '3')).toBe('/news/newItem?id=3');
    expect(contentPathOf('BID_WINNING', '4')).toBe('/bidWinning/bidWinningItem?id=4');
    expect(contentPathOf('TRAVEL_ARTICLE', '2')).toBe('/travelArticle/travelArticleDetails/2');
    expect(contentPathOf('HELP', '1')).toBe('/helpCenter/1');
    expect(contentPathOf('AGREEMENT_TEMPLATE', 'group')).toBe('/agreement/template/group');
    expect(contentPathOf('AGREEMENT_EXPLAIN', 'main')).toBe('/agreement/explain');
    expect(contentPathOf('STATIC', 'faq')).toBe('/static/faq');
    expect(contentPathOf('STATIC', 'license')).toBe('/license');
    expect(contentPathOf('STATIC', 'routeNetwork')).toBe('/flightLine');
  });
  it('has no page for banners, unknown static keys or odd keys', () => {
    expect(contentPathOf('BANNER', '1')).toBeNull();
    expect(contentPathOf('STATIC', 'nope')).toBeNull();
    expect(contentPathOf('NEWS', '../x')).toBeNull();
  });
});

describe('printTargetOf', () => {
  it('reads content paths with or without a locale', () => {
    expect(printTargetOf('/news/newItem?id=3', LOCALES)).toEqual({ category: 'NEWS', key: '3' });
    expect(printTargetOf('/en-US/notice/noticeItem?id=2', LOCALES)).toEqual({ category: 'NOTICE', key: '2' });
    expect(printTargetOf('/zh-CN/static/refundRules', LOCALES)).toEqual({ category: 'STATIC', key: 'refundRules' });
    expect(printTargetOf('/agreement/template/group', LOCALES)).toEqual({
      category: 'AGREEMENT_TEMPLATE',
      key: 'group',
    });
    expect(printTargetOf('/helpCenter/4', LOCALES)).toEqual({ category: 'HELP', key: '4' });
  });
  it.each([
    'https://evil.example/news/newItem?id=3',
    '//evil.example/news/newItem?id=3',
    '/\\evil.example',
    'news/newItem?id=3',
    '/news/newItem',
    '/news/newItem?id=<script>',
    '/static/unknownPage',
    '/member/order',
    '/news/newItem/../../etc/passwd?id=1',
  ])('refuses %s', (raw) => expect(printTargetOf(raw, LOCALES)).toBeNull());
});
