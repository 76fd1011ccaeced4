import { thirdPartyLogin } from '@/lib/upstream/member';

jest.mock('server-only', () => ({}));

/**
 * Third-party login leaves the site and comes back: every absolute URL of the flow (the provider's
 * redirect_uri, the callback's redirects) is on the public origin PUBLIC_SITE_URL. Next reports a route
 * handler's request.url as the address it listens on (here http://localhost:3000) whatever Host the
 * visitor used, so a URL built from it would send the visitor to localhost.
 */
type Cookie = { value: string; options: Record<string, unknown> };
const mockJar = new Map<string, Cookie>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name)!.value } : undefined),
    has: (name: string) => mockJar.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      mockJar.set(name, { value, options });
    },
  }),
  headers: async () => new Headers({ host: 'www.skylark.example', 'x-sf-locale': 'en-US' }),
}));
let maintenanceOn = false;
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: async () => maintenanceOn }));
jest.mock('@/lib/upstream/member', () => ({ thirdPartyLogin: jest.fn() }));
const login = jest.mocked(thirdPartyLogin);

process.env.SESSION_SECRET = 'the-session-secret-of-this-test-0123456789';
process.env.PUBLIC_SITE_URL = 'https://www.skylark.example';
process.env.AIRLINE_API_URL = 'http://10.0.0.7:4010';
process.env.AIRLINE_API_PUBLIC_URL = 'https://api.skylark.example';
process.env.LOG_LEVEL = 'silent';

// lib/env reads the environment on first use, so the values above are the ones the routes see.
import { GET as callback } from '../oauth/[provider]/callback/route';
import { GET as start } from '../oauth/[provider]/start/route';
import { authorizeUrl, callbackUrl, sitePage } from './oauth';

/** As Next hands it to the route behind a load balancer: the URL on its own address, the visitor's Host. */
function internal(path: string) {
  return new Request(`http://localhost:3000${path}`, { headers: { host: 'www.skylark.example' } });
}
const params = (provider: string) => ({ params: Promise.resolve({ provider }) });

beforeEach(() => {
  mockJar.clear();
  maintenanceOn = false;
  login.mockReset();
});

describe('URLs of third-party login', () => {
  it('builds the callback, the authorise page and site pages from the public origins', () => {
    expect(callbackUrl('WECHAT')).toBe('https://www.skylark.example/api/account/oauth/wechat/callback');
    const authorize = authorizeUrl('QQ', 'the-state');
    expect(authorize.origin + authorize.pathname).toBe('https://api.skylark.example/sandbox/oauth/qq/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'https://www.skylark.example/api/account/oauth/qq/callback',
    );
    expect(authorize.searchParams.get('state')).toBe('the-state');
    expect(sitePage('/en-US/authorization', { provider: 'QQ', error: null }).toString()).toBe(
      'https://www.skylark.example/en-US/authorization?provider=QQ',
    );
  });

  it('the start sends the browser to the provider with a redirect_uri on the public origin', async () => {
    const answer = await start(
      internal('/api/account/oauth/wechat/start?locale=en-US&next=%2Fen-US%2Fmember'),
      params('wechat'),
    );
    expect(answer.status).toBe(302);
    const to = new URL(answer.headers.get('location')!);
    expect(to.origin).toBe('https://api.skylark.example');
    expect(to.searchParams.get('redirect_uri')).toBe('https://www.skylark.example/api/account/oauth/wechat/callback');
    expect(mockJar.get('sf_oauth')?.options.secure).toBe(true);
  });

  it('during maintenance the start goes to the upgrading page on the public origin', async () => {
    maintenanceOn = true;
    const answer = await start(internal('/api/account/oauth/wechat/start'), params('wechat'));
    expect(answer.headers.get('location')).toBe('https://www.skylark.example/zh-CN/Upgrading');
  });

  it('the callback lands on the public origin, logged in or refused', async () => {
    const begun = await start(
      internal('/api/account/oauth/qq/start?locale=en-US&next=%2Fen-US%2Fmember'),
      params('qq'),
    );
    const state = new URL(begun.headers.get('location')!).searchParams.get('state')!;
    login.mockResolvedValue({
      ok: true,
      data: {
        result: 'LOGGED_IN',
        login: {
          token: 'member-token-0123456789',
          memberId: 'M1',
          expiresAt: '2099-01-01T00:00:00Z',
          registered: false,
        },
      },
    });
    const back = await callback(internal(`/api/account/oauth/qq/callback?code=c1&state=${state}`), params('qq'));
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('https://www.skylark.example/en-US/after_login?next=%2Fen-US%2Fmember');
    expect(mockJar.get('sf_session')?.options.secure).toBe(true);

    const forged = await callback(internal('/api/account/oauth/qq/callback?code=c1&state=forged'), params('qq'));
    expect(new URL(forged.headers.get('location')!).origin).toBe('https://www.skylark.example');
    expect(new URL(forged.headers.get('location')!).pathname).toBe('/zh-CN/authorization');
  });
});
