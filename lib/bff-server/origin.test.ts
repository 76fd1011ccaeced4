import { isOriginAllowed, normalizedOrigin, requestOrigin } from './origin';

jest.mock('server-only', () => ({}));
process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.PUBLIC_SITE_URL = 'https://www.skylark.example';
process.env.ALLOWED_ORIGINS = ' https://m.skylark.example/ , not a url ,';
process.env.LOG_LEVEL = 'silent';

// lib/env reads the environment on first use, so the values above are the ones originBlock sees.
import { originBlock } from './guard';

/** A POST as a browser sends it: Host and Origin set by the browser, X-Forwarded-Proto by Next. */
function post(origin: string | null, host: string, proto: string | null = 'http') {
  const headers: Record<string, string> = { host };
  if (origin !== null) headers.origin = origin;
  if (proto) headers['x-forwarded-proto'] = proto;
  return new Request('http://localhost:3000/api/preferences/currency', { method: 'POST', headers });
}
const refused = (request: Request) => originBlock(request, 'en-US') !== null;

describe('origin check on mutating BFF routes (docs/architecture.md "How a request flows")', () => {
  it('accepts the public origin, the request’s own origin and ALLOWED_ORIGINS', () => {
    expect(refused(post('https://www.skylark.example', 'www.skylark.example', 'https'))).toBe(false);
    // Behind a load balancer that does not say https: the public origin still passes.
    expect(refused(post('https://www.skylark.example', '10.0.0.5:3000', 'http'))).toBe(false);
    expect(refused(post('http://localhost:3100', 'localhost:3100'))).toBe(false);
    expect(refused(post('http://localhost:3100', 'localhost:3100', null))).toBe(false);
    expect(refused(post('https://m.skylark.example', 'localhost:3000'))).toBe(false);
  });

  it('refuses an origin with user info that names the site after the @', async () => {
    expect(refused(post('http://evil.example@127.0.0.1:3000', '127.0.0.1:3000'))).toBe(true);
    expect(refused(post('https://evil.example@www.skylark.example', 'www.skylark.example', 'https'))).toBe(true);
    const answer = originBlock(post('http://evil.example@localhost:3100', 'localhost:3100'), 'en-US')!;
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: '4000403' });
  });

  it('refuses origins that only resemble an allowed one', () => {
    for (const origin of [
      'https://www.skylark.example/',
      'https://www.skylark.example:443',
      'HTTPS://WWW.SKYLARK.EXAMPLE',
      'https://www.skylark.example.evil.example',
      'https://www.skylark.example/path',
      'http://www.skylark.example',
      'http://localhost:3000',
    ]) {
      expect([origin, refused(post(origin, 'localhost:3100'))]).toEqual([origin, true]);
    }
  });

  it('refuses missing, null and cross-site origins, and a scheme other than the one the request came in on', () => {
    expect(refused(post(null, 'localhost:3100'))).toBe(true);
    expect(refused(post('null', 'localhost:3100'))).toBe(true);
    expect(refused(post('http://evil.example', 'localhost:3100'))).toBe(true);
    expect(refused(post('http://localhost:3101', 'localhost:3100'))).toBe(true);
    expect(refused(post('http://shop.example', 'shop.example', 'https'))).toBe(true);
  });

  it('compares whole origins only', () => {
    expect(isOriginAllowed('https://a.example', ['https://a.example'])).toBe(true);
    expect(isOriginAllowed('https://x@a.example', ['https://a.example'])).toBe(false);
    expect(isOriginAllowed('https://a.example', [])).toBe(false);
    expect(isOriginAllowed('not a url', ['not a url'])).toBe(false);
  });

  it('reads the request’s own origin from a plain Host only', () => {
    expect(requestOrigin('Shop.Example', 'https', 'http://localhost:3000/api/x')).toBe('https://shop.example');
    expect(requestOrigin('shop.example:8080', null, 'http://localhost:3000/api/x')).toBe('http://shop.example:8080');
    expect(requestOrigin('evil.example@shop.example', 'https', 'http://localhost:3000/')).toBeNull();
    expect(requestOrigin('shop.example/x', 'https', 'http://localhost:3000/')).toBeNull();
    expect(requestOrigin('shop.example', 'ftp', 'http://localhost:3000/')).toBeNull();
    expect(requestOrigin(null, 'https', 'http://localhost:3000/')).toBeNull();
    expect(normalizedOrigin(' https://m.shop.example/ ')).toBe('https://m.shop.example');
    expect(normalizedOrigin('javascript:alert(1)')).toBeNull();
  });
});
