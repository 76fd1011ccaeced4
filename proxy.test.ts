import { NextRequest } from 'next/server';
import { isMaintenanceOn } from '@/lib/maintenance';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { sealSession } from '@/lib/session-seal';
import { deviceCookie } from './scripts/lib/first-visit.mjs';
import { proxy } from './proxy';

/**
 * What a browser gets from the proxy for a page request: the redirects (status and Location) of the locale,
 * the maintenance switch and the member guard, and the request the page then sees. The shutdown key is
 * mocked; everything else is the real code.
 */
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: jest.fn() }));
const maintenance = jest.mocked(isMaintenanceOn);
/** The deployment's settings as lib/env answers them; each test starts from the defaults. */
const DEFAULT_ENV = {
  PUBLIC_SITE_URL: 'http://localhost:3000',
  AIRLINE_API_URL: 'http://127.0.0.1:4010',
  AIRLINE_API_PUBLIC_URL: undefined as string | undefined,
};
const mockEnv = { ...DEFAULT_ENV };
jest.mock('@/lib/env', () => ({ env: () => mockEnv }));

const SITE = 'http://localhost:3000';
const SECRET = 'the-session-secret-of-this-test-0123456789';

beforeEach(() => {
  process.env.SESSION_SECRET = SECRET;
  Object.assign(mockEnv, DEFAULT_ENV);
  maintenance.mockReset().mockResolvedValue(false);
});

function visit(path: string, headers: Record<string, string> = {}, site = SITE) {
  return proxy(new NextRequest(`${site}${path}`, { headers }));
}

/** Where a redirect sends the browser, as path and query. */
function location(response: Response): string | null {
  const to = response.headers.get('location');
  if (!to) return null;
  const url = new URL(to);
  expect(url.origin).toBe(SITE);
  return url.pathname + url.search;
}

/** The headers the page's request carries after the proxy (next's request-override protocol). */
function forwardedHeaders(response: Response): Map<string, string> {
  const names = (response.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean);
  return new Map(names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? '']));
}

async function sessionCookie(remember = true) {
  const seal = await sealSession(
    { token: 'member-token-0123456789', memberId: 'M1', remember, loginTime: new Date().toISOString() },
    SECRET,
  );
  return `sf_session=${seal}`;
}

describe('locale', () => {
  it.each(['/', '/flights', '/fr-FR/member/index', '/zh-cn', '/EN-US/help?x=1'])(
    '%s goes to /zh-CN with a 307, whatever the browser language',
    async (path) => {
      const response = await visit(path, { 'accept-language': 'en-US,en;q=0.9' });
      expect(response.status).toBe(307);
      expect(location(response)).toBe('/zh-CN');
    },
  );

  it.each(['/zh-CN', '/en-US', '/en-US/flightLine?from=CAN'])('%s is served as it is', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    expect(location(response)).toBeNull();
  });
});

describe('maintenance', () => {
  it('sends every page to /zh-CN/Upgrading with the path and query to come back to', async () => {
    maintenance.mockResolvedValue(true);
    for (const path of ['/en-US/member/index?tab=2', '/zh-CN', '/zh-CN/flightLine?from=CAN&to=PEK']) {
      const response = await visit(path);
      expect(response.status).toBe(307);
      expect(location(response)).toBe(`/zh-CN/Upgrading?from=${encodeURIComponent(path)}`);
    }
  });

  it('serves the Upgrading page itself in either locale, without a loop', async () => {
    maintenance.mockResolvedValue(true);
    for (const path of ['/zh-CN/Upgrading', '/en-US/Upgrading/', '/zh-CN/Upgrading?from=%2Fen-US']) {
      const response = await visit(path);
      expect(response.status).toBe(200);
      expect(location(response)).toBeNull();
    }
  });

  it('once it ends, the page the visitor came from is served again', async () => {
    maintenance.mockResolvedValue(true);
    const during = await visit('/en-US/notice?id=3');
    const back = new URL(during.headers.get('location')!).searchParams.get('from')!;
    expect(back).toBe('/en-US/notice?id=3');
    maintenance.mockResolvedValue(false);
    const after = await visit(back);
    expect(after.status).toBe(200);
    expect(location(after)).toBeNull();
  });
});

describe('member guard', () => {
  it('sends a visitor to the locale home with the login dialog and the full path to return to', async () => {
    const cases = [
      ['/zh-CN/member/index?tab=1', '/zh-CN?login=1&next=%2Fzh-CN%2Fmember%2Findex%3Ftab%3D1'],
      ['/en-US/member', '/en-US?login=1&next=%2Fen-US%2Fmember'],
      ['/en-US/member/ticketorderdetail/YQ1', '/en-US?login=1&next=%2Fen-US%2Fmember%2Fticketorderdetail%2FYQ1'],
    ];
    for (const [path, to] of cases) {
      const response = await visit(path!);
      expect(response.status).toBe(307);
      expect(location(response)).toBe(to);
    }
  });

  it('lets a member with a good session in', async () => {
    const response = await visit('/zh-CN/member/index', { cookie: await sessionCookie() });
    expect(response.status).toBe(200);
    expect(location(response)).toBeNull();
  });

  it('turns away a tampered seal and one sealed with another secret', async () => {
    const good = await sessionCookie();
    const tampered = good.slice(0, -4) + (good.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const foreign = await sealSession(
      { token: 'member-token-0123456789', memberId: 'M1', remember: true, loginTime: new Date().toISOString() },
      'another-site-secret-another-site-secret-0123',
    );
    for (const cookie of [tampered, `sf_session=${foreign}`, 'sf_session=garbage', 'sf_member=1']) {
      const response = await visit('/en-US/member/index', { cookie });
      expect(response.status).toBe(307);
      expect(location(response)).toBe('/en-US?login=1&next=%2Fen-US%2Fmember%2Findex');
    }
  });

  it('does not guard pages that merely start like member pages', async () => {
    const response = await visit('/en-US/membership');
    expect(response.status).toBe(200);
  });

  it('guard-bypass headers neither open a member page nor reach the app', async () => {
    const bypass = {
      'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
      'x-middleware-prefetch': '1',
      'x-invoke-path': '/zh-CN/member/index',
      'x-middleware-invoke': '1',
    };
    const guarded = await visit('/zh-CN/member/index', bypass);
    expect(guarded.status).toBe(307);
    expect(location(guarded)).toBe('/zh-CN?login=1&next=%2Fzh-CN%2Fmember%2Findex');

    const open = await visit('/zh-CN/help?q=1', { ...bypass, 'x-custom': 'kept' });
    expect(open.status).toBe(200);
    const seen = forwardedHeaders(open);
    for (const name of Object.keys(bypass)) expect(seen.has(name)).toBe(false);
    expect(seen.get('x-custom')).toBe('kept');
    expect(seen.get('x-pathname')).toBe('/zh-CN/help');
    expect(seen.get('x-search')).toBe('?q=1');
  });
});

describe('spec §2 aliases', () => {
  it('/{locale}/member is the member main page, for a member, keeping the query', async () => {
    const cookie = await sessionCookie();
    for (const [path, to] of [
      ['/zh-CN/member', '/zh-CN/member/index'],
      ['/en-US/member', '/en-US/member/index'],
      ['/en-US/member?from=menu', '/en-US/member/index?from=menu'],
    ]) {
      const response = await visit(path!, { cookie });
      expect(response.status).toBe(307);
      expect(location(response)).toBe(to);
    }
  });

  it('/{locale}/main/index is the language home, not /zh-CN', async () => {
    for (const [path, to] of [
      ['/en-US/main/index', '/en-US'],
      ['/zh-CN/main/index', '/zh-CN'],
      ['/en-US/main/index?login=1', '/en-US?login=1'],
    ]) {
      const response = await visit(path!);
      expect(response.status).toBe(307);
      expect(location(response)).toBe(to);
    }
  });

  it('leaves the pages under them alone', async () => {
    for (const path of ['/en-US/member/index', '/en-US/member/order?tab=paid', '/en-US/main/indexes', '/en-US/main']) {
      const response = await visit(path, { cookie: await sessionCookie() });
      expect(location(response)).toBeNull();
    }
  });

  it('during maintenance the upgrading page comes first, with the path as asked', async () => {
    maintenance.mockResolvedValue(true);
    const response = await visit('/en-US/main/index');
    expect(location(response)).toBe('/zh-CN/Upgrading?from=%2Fen-US%2Fmain%2Findex');
  });
});

describe('cookies set on the way', () => {
  it('a first visit gets a long-lived HttpOnly device id; a returning one keeps its own', async () => {
    const first = await visit('/zh-CN');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sf_did=[0-9a-f]{32};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=63072000/);
    const again = await visit('/zh-CN', { cookie: 'sf_did=abc' });
    expect(again.headers.get('set-cookie') ?? '').not.toContain('sf_did=');
  });

  it('sets the same device cookie as the web server gives a first page view (decision 38)', async () => {
    // The id and the second of expiry aside, attribute for attribute.
    const shape = (cookie: string) =>
      cookie.replace(/^sf_did=[0-9a-f]+/, 'sf_did=ID').replace(/Expires=[^;]+/, 'Expires=T');
    for (const site of ['http://localhost:3000', 'https://www.skylark.example']) {
      mockEnv.PUBLIC_SITE_URL = site;
      const first = await visit('/zh-CN', {}, site);
      const secure = site.startsWith('https:');
      expect(shape(first.headers.get('set-cookie') ?? '')).toBe(shape(deviceCookie('0', { secure })));
    }
  });

  it('an answer that sets a cookie is private and not stored, so no shared cache hands it to the next visitor', async () => {
    const first = await visit('/zh-CN/news/newItem?id=5');
    expect(first.headers.get('set-cookie')).toContain('sf_did=');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    // A member whose hint cookie is missing gets it on the way: the same rule.
    const hint = await visit('/zh-CN', { cookie: `sf_did=abc; ${await sessionCookie()}` });
    expect(hint.headers.get('set-cookie')).toMatch(/^sf_member=1;/);
    expect(hint.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a returning visitor sets nothing, so the cached page keeps its own Cache-Control', async () => {
    for (const path of ['/zh-CN', '/en-US/news/newItem?id=5']) {
      const again = await visit(path, { cookie: 'sf_did=abc' });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(again.headers.get('cache-control')).toBeNull();
    }
  });

  it('cookies are Secure when the public origin is https, whatever scheme the request came in on', async () => {
    mockEnv.PUBLIC_SITE_URL = 'https://www.skylark.example';
    // Behind a TLS-terminating load balancer, Next sees plain http on its own address.
    const first = await visit('/zh-CN');
    expect(first.headers.get('set-cookie')).toMatch(/^sf_did=.*; Secure/i);
    const hint = await visit('/zh-CN', { cookie: `sf_did=abc; ${await sessionCookie()}` });
    expect(hint.headers.get('set-cookie')).toMatch(/^sf_member=1;.*; Secure/i);
  });

  it('cookies are not Secure on an http public origin, even for a request that says https', async () => {
    const first = await visit('/zh-CN', {}, 'https://www.skylark.example');
    expect(first.headers.get('set-cookie')).toMatch(/^sf_did=/);
    expect(first.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });
});

describe('security headers (decision 11)', () => {
  const csp = (response: Response) => response.headers.get('content-security-policy') ?? '';
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.split(' ')[0] === name);

  it('every page answer carries the policy: pages, cached content, redirects and the member guard', async () => {
    const answers = [
      await visit('/zh-CN'),
      await visit('/en-US/news/newItem?id=5', { cookie: 'sf_did=abc' }),
      await visit('/'),
      await visit('/zh-CN/member/index'),
    ];
    for (const answer of answers) {
      const policy = csp(answer);
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
      // Issue 13 §4: the boarding pass's offline worker, from the site itself only.
      expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    }
  });

  it('the policy is the same for every visitor and request (no nonce), so cached pages stay cached', async () => {
    const one = csp(await visit('/zh-CN'));
    const two = csp(await visit('/zh-CN', { cookie: `sf_did=abc; ${await sessionCookie()}` }));
    expect(one).toBe(two);
    expect(one).not.toMatch(/nonce-/);
    expect(directive(one, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('forms may post to the site and to airline-api’s public pages (payment gateway, OAuth), nowhere else', async () => {
    expect(directive(csp(await visit('/zh-CN')), 'form-action')).toBe("form-action 'self' http://127.0.0.1:4010");
    mockEnv.AIRLINE_API_PUBLIC_URL = 'https://api.skylark.example/base';
    expect(directive(csp(await visit('/zh-CN')), 'form-action')).toBe("form-action 'self' https://api.skylark.example");
  });

  it('HSTS and upgrade-insecure-requests only when the public origin is https and not the local machine', async () => {
    const hsts = async () => (await visit('/zh-CN')).headers.get('strict-transport-security');
    expect(await hsts()).toBeNull();
    expect(directive(csp(await visit('/zh-CN')), 'upgrade-insecure-requests')).toBeUndefined();
    for (const local of ['https://localhost:3000', 'https://127.0.0.1', 'https://shop.localhost']) {
      mockEnv.PUBLIC_SITE_URL = local;
      expect([local, await hsts()]).toEqual([local, null]);
    }
    mockEnv.PUBLIC_SITE_URL = 'https://www.skylark.example';
    expect(await hsts()).toBe('max-age=31536000');
    expect(directive(csp(await visit('/zh-CN')), 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });

  it('next dev adds only eval, which React needs for its error overlay', () => {
    const config = { siteUrl: SITE, airlineApiUrl: 'http://127.0.0.1:4010' };
    const prod = contentSecurityPolicy({ ...config, dev: false });
    const dev = contentSecurityPolicy({ ...config, dev: true });
    expect(dev).toBe(prod.replace("'unsafe-inline';", "'unsafe-inline' 'unsafe-eval';"));
  });
});
