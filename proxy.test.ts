import { NextRequest } from 'next/server';
import { isMaintenanceOn } from '@/lib/maintenance';
import { sealSession } from '@/lib/session-seal';
import { proxy } from './proxy';

/**
 * What a browser gets from the proxy for a page request: the redirects (status and Location) of the locale,
 * the maintenance switch and the member guard, and the request the page then sees. The shutdown key is
 * mocked; everything else is the real code.
 */
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: jest.fn() }));
const maintenance = jest.mocked(isMaintenanceOn);

const SITE = 'http://localhost:3000';
const SECRET = 'the-session-secret-of-this-test-0123456789';

beforeEach(() => {
  process.env.SESSION_SECRET = SECRET;
  maintenance.mockReset().mockResolvedValue(false);
});

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`${SITE}${path}`, { headers }));
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
});
