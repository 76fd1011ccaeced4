import { absoluteUrl, alternatesOf, describe as describeText, jsonLdText } from './content-seo';

const ORIGIN = 'https://www.skylark.example';

describe('alternatesOf', () => {
  it('pairs zh-CN and en-US with x-default on zh-CN', () => {
    expect(alternatesOf(ORIGIN, '/news/newItem?id=3', 'en-US')).toEqual({
      canonical: 'https://www.skylark.example/en-US/news/newItem?id=3',
      languages: {
        'zh-CN': 'https://www.skylark.example/zh-CN/news/newItem?id=3',
        'en-US': 'https://www.skylark.example/en-US/news/newItem?id=3',
        'x-default': 'https://www.skylark.example/zh-CN/news/newItem?id=3',
      },
    });
  });
  it('gives zh-CN only pages no English alternate', () => {
    const alt = alternatesOf(ORIGIN, '/travelArticle/list', 'zh-CN', true);
    expect(alt.canonical).toBe('https://www.skylark.example/zh-CN/travelArticle/list');
    expect(Object.keys(alt.languages)).toEqual(['zh-CN', 'x-default']);
  });
  it('writes the home page without a trailing path', () => {
    expect(absoluteUrl(ORIGIN, 'zh-CN', '/')).toBe('https://www.skylark.example/zh-CN');
  });
});

describe('describe', () => {
  it('keeps short text and cuts long text', () => {
    expect(describeText('a  b')).toBe('a b');
    expect(describeText('word '.repeat(50), 20)).toBe('word word word word…');
    expect(describeText('一'.repeat(200), 10)).toBe(`${'一'.repeat(10)}…`);
  });
});

it('escapes < in JSON-LD', () => {
  expect(jsonLdText({ a: '</script><script>' })).toBe('{"a":"\\u003c/script>\\u003cscript>"}');
});
