import { isSafeUrl, plainText, sanitizeHtml } from './content-html';

describe('sanitizeHtml', () => {
  it('keeps article markup', () => {
    const html = '<h2>Title</h2><p>A <strong>bold</strong> <a href="/zh-CN/static/faq">link</a></p><ul><li>x</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT src=x></SCRIPT>ok')).toBe('ok');
  });

  it('drops inline handlers and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src="/a.svg" onerror="alert(1)" alt="A">')).toBe('<img src="/a.svg" alt="A">');
  });

  it('refuses dangerous link schemes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes unknown tags and stray brackets as text, and closes what is left open', () => {
    expect(sanitizeHtml('<p>1 < 2 <marquee>go</marquee>')).toBe('<p>1 &lt; 2 go</p>');
    expect(sanitizeHtml('<ul><li>a</ul>')).toBe('<ul><li>a</li></ul>');
    expect(sanitizeHtml('</p>text')).toBe('text');
  });

  it('keeps table attributes only with safe values', () => {
    expect(sanitizeHtml('<th scope="col" colspan="2">a</th>')).toBe('<th scope="col" colspan="2">a</th>');
    expect(sanitizeHtml('<td colspan="x" rowspan="3">a</td>')).toBe('<td rowspan="3">a</td>');
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['/zh-CN/news/newList', true],
    ['mailto:a@b.example', true],
    ['https://x.example', true],
    ['//evil.example', false],
    ['data:text/html,x', false],
    [' javascript:x', false],
    ['java\tscript:x', false],
  ])('%s → %s', (url, ok) => expect(isSafeUrl(url)).toBe(ok));
});

describe('plainText', () => {
  it('reads the text of a fragment', () => {
    expect(plainText('<p>Fees &amp; rules</p><script>x</script><p>1 &lt; 2</p>')).toBe('Fees & rules 1 < 2');
  });
});
