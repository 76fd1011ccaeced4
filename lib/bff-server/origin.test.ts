import { isOriginAllowed, loopbackAliases, normalizedOrigin } from './origin';

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
  it('accepts the public origin and ALLOWED_ORIGINS, whatever the Host', () => {
    expect(refused(post('https://www.skylark.example', 'www.skylark.example', 'https'))).toBe(false);
    // Behind a load balancer that does not say https: the public origin still passes.
    expect(refused(post('https://www.skylark.example', '10.0.0.5:3000', 'http'))).toBe(false);
    expect(refused(post('https://m.skylark.example', 'localhost:3000'))).toBe(false);
  });

  it('refuses an Origin that only equals the request’s own Host (a forged Host, DNS rebinding; issue 29 §5)', () => {
    // A page on a name the attacker points at this server sends its own name as Host and as Origin.
    expect(refused(post('http://rebind.evil.example', 'rebind.evil.example'))).toBe(true);
    expect(refused(post('https://rebind.evil.example', 'rebind.evil.example', 'https'))).toBe(true);
    expect(refused(post('http://localhost:3100', 'localhost:3100'))).toBe(true);
    expect(refused(post('http://10.0.0.5:3000', '10.0.0.5:3000', null))).toBe(true);
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

  it('on a loopback public origin, accepts the same port under the other loopback names and nothing else', () => {
    expect(loopbackAliases('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loopbackAliases('http://127.0.0.1:3000')).toContain('http://localhost:3000');
    expect(loopbackAliases('http://[::1]:3100')).toContain('http://127.0.0.1:3100');
    expect(loopbackAliases('https://www.skylark.example')).toEqual(['https://www.skylark.example']);
    // 127.0.0.2 is loopback too, but no browser reaches the site under it by accident: not an alias.
    expect(loopbackAliases('http://localhost:3000')).not.toContain('http://127.0.0.2:3000');
  });

  it('reads an ALLOWED_ORIGINS entry as an http(s) origin only', () => {
    expect(normalizedOrigin(' https://m.shop.example/ ')).toBe('https://m.shop.example');
    expect(normalizedOrigin('javascript:alert(1)')).toBeNull();
  });

  it('compares whole origins only', () => {
    expect(isOriginAllowed('https://a.example', ['https://a.example'])).toBe(true);
    expect(isOriginAllowed('https://x@a.example', ['https://a.example'])).toBe(false);
    expect(isOriginAllowed('https://a.example', [])).toBe(false);
    expect(isOriginAllowed('not a url', ['not a url'])).toBe(false);
  });
});
