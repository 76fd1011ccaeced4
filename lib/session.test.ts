import { sealData } from 'iron-session';
import type { LoginData } from '@/lib/contract';

jest.mock('server-only', () => ({}));

/**
 * The member session as route handlers and pages see it: the cookies it writes and what a later request
 * reads back from them. next/headers is a small in-memory mockJar (one request's cookies and headers).
 */
type Cookie = { name: string; value: string; options: Record<string, unknown> };
const mockJar = new Map<string, Cookie>();
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => mockJar.get(name),
    has: (name: string) => mockJar.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      mockJar.set(name, { name, value, options });
    },
  }),
  headers: async () => mockHeaders,
}));

const SECRET = 'the-session-secret-of-this-test-0123456789';
process.env.SESSION_SECRET = SECRET;
process.env.LOG_LEVEL = 'silent';

// lib/env reads the environment on first use, so it is set in time here although imports run first.
import { destroySession, readSession, requireMember, saveSession } from './session';

const LOGIN: LoginData = {
  token: 'member-token-0123456789abcdef',
  memberId: 'M100',
  expiresAt: '2099-01-01T00:00:00.000Z',
  registered: false,
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next request: the browser sends back the cookies that still have a value. */
function nextRequest(host = 'localhost:3000', extra: Record<string, string> = {}) {
  for (const [name, cookie] of mockJar) if (cookie.value === '' || cookie.options.maxAge === 0) mockJar.delete(name);
  mockHeaders = new Headers({ host, ...extra });
}

function later(ms: number) {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
}

beforeEach(() => {
  mockJar.clear();
  mockHeaders = new Headers({ host: 'localhost:3000' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('saveSession and readSession', () => {
  it('a saved session reads back on the next request, sealed, with the login it was made from', async () => {
    const saved = await saveSession(LOGIN, true);
    const seal = mockJar.get('sf_session')!.value;
    expect(seal).not.toContain(LOGIN.token);
    expect(seal).not.toContain(LOGIN.memberId);
    nextRequest();
    const session = await readSession();
    expect(session).toEqual(saved);
    expect(session).toMatchObject({ token: LOGIN.token, memberId: 'M100', remember: true });
    expect(session).not.toHaveProperty('registerTime');
  });

  it('a registration records the register time', async () => {
    await saveSession({ ...LOGIN, registered: true }, false);
    nextRequest();
    const session = await readSession();
    expect(session?.registerTime).toBe(session?.loginTime);
  });

  it('"remember me" keeps the cookies 14 days; the session still reads on day 13, not on day 15', async () => {
    await saveSession(LOGIN, true);
    expect(mockJar.get('sf_session')!.options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: 14 * 24 * 60 * 60,
    });
    expect(mockJar.get('sf_member')).toMatchObject({ value: '1', options: { httpOnly: false, maxAge: 1_209_600 } });
    nextRequest();
    later(13 * DAY_MS);
    expect(await readSession()).not.toBeNull();
    jest.restoreAllMocks();
    later(15 * DAY_MS);
    expect(await readSession()).toBeNull();
  });

  it('without "remember me" the cookies end with the browser, and the seal itself after a day', async () => {
    await saveSession(LOGIN, false);
    expect(mockJar.get('sf_session')!.options).not.toHaveProperty('maxAge');
    expect(mockJar.get('sf_session')!.options).not.toHaveProperty('expires');
    expect(mockJar.get('sf_member')!.options).not.toHaveProperty('maxAge');
    nextRequest();
    later(23 * 60 * 60 * 1000);
    expect(await readSession()).not.toBeNull();
    jest.restoreAllMocks();
    later(DAY_MS + 60_000);
    expect(await readSession()).toBeNull();
  });

  it('the cookies are Secure when the public origin is https, whatever Host or scheme the request names', async () => {
    // A TLS-terminating load balancer: the request reaches Next as http on an internal address.
    await jest.isolateModulesAsync(async () => {
      process.env.PUBLIC_SITE_URL = 'https://www.skylark.example';
      const session = await import('./session');
      for (const host of ['localhost:3000', '10.0.0.5:3000', 'www.skylark.example']) {
        mockHeaders = new Headers({ host, 'x-forwarded-proto': 'http' });
        await session.saveSession(LOGIN, false);
        expect([host, mockJar.get('sf_session')!.options.secure]).toEqual([host, true]);
        expect([host, mockJar.get('sf_member')!.options.secure]).toEqual([host, true]);
      }
      await session.destroySession();
      expect(mockJar.get('sf_session')!.options.secure).toBe(true);
    });
    delete process.env.PUBLIC_SITE_URL;
  });

  it('on an http public origin no cookie is Secure, even on a public Host', async () => {
    mockHeaders = new Headers({ host: 'www.skylark.example', 'x-forwarded-proto': 'https' });
    await saveSession(LOGIN, false);
    expect(mockJar.get('sf_session')!.options.secure).toBe(false);
    expect(mockJar.get('sf_member')!.options.secure).toBe(false);
  });
});

describe('a seal that is not good is an anonymous visitor', () => {
  async function readWith(value: string) {
    mockJar.set('sf_session', { name: 'sf_session', value, options: {} });
    return readSession();
  }

  it('no cookie', async () => {
    expect(await readSession()).toBeNull();
  });

  it('a tampered or truncated seal', async () => {
    await saveSession(LOGIN, true);
    const seal = mockJar.get('sf_session')!.value;
    const middle = Math.floor(seal.length / 2);
    const flipped = seal.slice(0, middle) + (seal[middle] === 'A' ? 'B' : 'A') + seal.slice(middle + 1);
    expect(await readWith(seal)).not.toBeNull();
    expect(await readWith(flipped)).toBeNull();
    expect(await readWith(seal.slice(0, middle))).toBeNull();
    expect(await readWith('garbage')).toBeNull();
  });

  it("a seal made with another site's secret", async () => {
    const foreign = await sealData(
      { token: LOGIN.token, memberId: 'M1', remember: true, loginTime: new Date().toISOString() },
      { password: 'another-site-secret-another-site-secret-0123', ttl: 3600 },
    );
    expect(await readWith(foreign)).toBeNull();
  });

  it('a good seal of something that is not a session', async () => {
    const other = await sealData({ memberId: 'M1' }, { password: SECRET, ttl: 3600 });
    expect(await readWith(other)).toBeNull();
  });
});

describe('destroySession (logout)', () => {
  it('clears every cookie of the login and keeps the device id, the cookie consent and the currency', async () => {
    await saveSession(LOGIN, true);
    for (const [name, value] of [
      ['sf_oauth', 'state'],
      ['sf_bind', 'ticket'],
      ['sf_qr', 'qr'],
      ['sf_did', 'device-1'],
      ['cookie_consent', 'essential'],
      ['currency_profile', 'zh-CN-E'],
    ]) {
      mockJar.set(name!, { name: name!, value: value!, options: {} });
    }
    nextRequest();
    await destroySession();
    for (const name of ['sf_session', 'sf_member', 'sf_oauth', 'sf_bind', 'sf_qr']) {
      expect(mockJar.get(name)).toMatchObject({ value: '', options: { maxAge: 0, path: '/', httpOnly: true } });
    }
    expect(mockJar.get('sf_did')?.value).toBe('device-1');
    expect(mockJar.get('cookie_consent')?.value).toBe('essential');
    expect(mockJar.get('currency_profile')?.value).toBe('zh-CN-E');
    nextRequest();
    expect(await readSession()).toBeNull();
  });

  it('clears the session and its hint even when this request did not carry them', async () => {
    await destroySession();
    expect(mockJar.get('sf_session')?.options.maxAge).toBe(0);
    expect(mockJar.get('sf_member')?.options.maxAge).toBe(0);
    expect(mockJar.has('sf_oauth')).toBe(false);
  });
});

describe('requireMember (member pages)', () => {
  it('requireMember answers the session of a member', async () => {
    await saveSession(LOGIN, false);
    nextRequest();
    await expect(requireMember('en-US')).resolves.toMatchObject({ memberId: 'M100' });
  });

  it('requireMember sends a visitor to the login dialog with the path and query to come back to', async () => {
    nextRequest('localhost:3000', { 'x-pathname': '/en-US/member/orders', 'x-search': '?page=2' });
    const refused = await requireMember('en-US').catch((error: unknown) => error);
    expect((refused as { digest?: string }).digest).toContain(
      `/en-US?login=1&next=${encodeURIComponent('/en-US/member/orders?page=2')}`,
    );
  });
});
