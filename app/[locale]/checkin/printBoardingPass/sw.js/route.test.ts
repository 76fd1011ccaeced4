import { GET } from './route';

// Decision 20: the boarding pass worker is served from inside the boarding pass path, as JavaScript.

const get = (locale: string) =>
  GET(new Request(`http://shop.test/${locale}/checkin/printBoardingPass/sw.js`), {
    params: Promise.resolve({ locale }),
  });

describe('GET /{locale}/checkin/printBoardingPass/sw.js', () => {
  it('answers the worker as JavaScript the browser asks for again on each visit', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const response = await get(locale);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const source = await response.text();
      expect(source).toContain("addEventListener('fetch'");
      // Plain script: parses as a function body.
      expect(() => new Function('self', 'caches', 'fetch', source)).not.toThrow();
    }
  });

  it('is not found in any other locale', async () => {
    expect((await get('fr-FR')).status).toBe(404);
  });
});
