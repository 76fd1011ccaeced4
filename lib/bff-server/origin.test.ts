import { isOriginAllowed } from './origin';

describe('origin check on mutating BFF routes (docs/architecture.md "How a request flows")', () => {
  it('accepts the site itself', () => {
    expect(isOriginAllowed('http://localhost:3000', 'localhost:3000', null, [])).toBe(true);
  });
  it('refuses missing, null and cross-site origins', () => {
    expect(isOriginAllowed(null, 'localhost:3000', null, [])).toBe(false);
    expect(isOriginAllowed('null', 'localhost:3000', null, [])).toBe(false);
    expect(isOriginAllowed('http://evil.example', 'localhost:3000', null, [])).toBe(false);
    expect(isOriginAllowed('http://localhost:3001', 'localhost:3000', null, [])).toBe(false);
  });
  it('refuses a scheme other than the one the request came in on', () => {
    expect(isOriginAllowed('http://shop.example', 'shop.example', 'https', [])).toBe(false);
    expect(isOriginAllowed('https://shop.example', 'shop.example', 'https', [])).toBe(true);
  });
  it('accepts listed extra origins', () => {
    expect(isOriginAllowed('https://m.shop.example', 'shop.example', 'https', ['https://m.shop.example'])).toBe(true);
  });
});
