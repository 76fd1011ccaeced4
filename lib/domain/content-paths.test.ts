import { cachedContentPath, contentPathOf, pagingOf, printTargetOf } from './content-paths';

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
    // The CMS-managed page of spec §2 (decision 74), printable like the others.
    expect(contentPathOf('STATIC', 'contentManager')).toBe('/conentManger/index');
    expect(printTargetOf('/en-US/conentManger/index', ['zh-CN', 'en-US'])).toEqual({
      category: 'STATIC',
      key: 'contentManager',
    });
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

describe('cachedContentPath (decision 8: query-named pages served by cacheable routes)', () => {
  const rewrite = (path: string) => {
    const url = new URL(path, 'http://site.invalid');
    return cachedContentPath(url.pathname, url.searchParams);
  };
  it('sends an item with a valid id to its [key] route', () => {
    expect(rewrite('/zh-CN/news/newItem?id=3')).toBe('/zh-CN/news/newItem/3');
    expect(rewrite('/en-US/bidWinning/bidWinningItem?id=a_1&utm=x')).toBe('/en-US/bidWinning/bidWinningItem/a_1');
    expect(rewrite('/zh-CN/notice/noticeItem/?id=2')).toBe('/zh-CN/notice/noticeItem/2');
  });
  it('leaves an item without a usable id as it is (the bare route answers 404)', () => {
    expect(rewrite('/zh-CN/news/newItem')).toBeNull();
    expect(rewrite('/zh-CN/news/newItem?id=')).toBeNull();
    expect(rewrite('/zh-CN/news/newItem?id=../x')).toBeNull();
    expect(rewrite(`/zh-CN/news/newItem?id=${'a'.repeat(65)}`)).toBeNull();
    expect(rewrite(`/zh-CN/news/newItem?id=${'a'.repeat(64)}`)).toBe(`/zh-CN/news/newItem/${'a'.repeat(64)}`);
  });
  it('sends a list page named by its query to /{page}-{size}, normalising what spec §9 does not allow', () => {
    expect(rewrite('/zh-CN/news/newList?page=2&size=20')).toBe('/zh-CN/news/newList/2-20');
    expect(rewrite('/zh-CN/travelArticle/list?size=100')).toBe('/zh-CN/travelArticle/list/1-100');
    expect(rewrite('/en-US/notice/noticeList?page=0&size=7')).toBe('/en-US/notice/noticeList/1-10');
    expect(rewrite('/zh-CN/news/newList')).toBeNull();
  });
  it('leaves other pages alone', () => {
    expect(rewrite('/zh-CN/book/booking?id=3&page=2')).toBeNull();
    expect(rewrite('/zh-CN/search/x?page=2')).toBeNull();
    expect(rewrite('/zh-CN/travelArticle/travelArticleDetails/3')).toBeNull();
  });
});

describe('pagingOf', () => {
  it('reads {page}-{size} with the sizes of spec §9 and refuses anything else', () => {
    expect(pagingOf('1-10')).toEqual({ page: 1, size: 10 });
    expect(pagingOf('999999-100')).toEqual({ page: 999999, size: 100 });
    expect(pagingOf('1000000-100')).toBeNull();
    expect(pagingOf('0-10')).toBeNull();
    expect(pagingOf('2-15')).toBeNull();
    expect(pagingOf('2-10-1')).toBeNull();
  });
});
