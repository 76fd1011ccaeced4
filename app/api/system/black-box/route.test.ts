let deviceCookie: string | undefined = '0123456789abcdef0123456789abcdef';
jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-sf-locale': 'en-US' }),
  cookies: async () => ({
    get: (name: string) => (name === 'sf_did' && deviceCookie ? { name, value: deviceCookie } : undefined),
    has: () => false,
    set: () => undefined,
  }),
}));

process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.PUBLIC_SITE_URL = 'https://www.skylark.example';
process.env.LOG_LEVEL = 'silent';

import { POST } from './route';

// Decision 73: the stand-in for spec §7's anti-bot routine; a POST, so the origin is checked.
const post = (origin = 'https://www.skylark.example') =>
  POST(
    new Request('http://localhost:3000/api/system/black-box', {
      method: 'POST',
      headers: { host: 'www.skylark.example', origin, 'content-type': 'application/json' },
      body: '{}',
    }),
    { params: Promise.resolve({}) },
  );

describe('POST /api/system/black-box', () => {
  it("keeps a fresh token for the browser's device in an HttpOnly cookie for 300 s", async () => {
    deviceCookie = '0123456789abcdef0123456789abcdef';
    const answer = await post();
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ refreshed: true });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sf_bb=0123456789abcdef0123456789abcdef\.\d+\.[A-Za-z0-9_-]{16};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/i);
  });

  it('a browser with no device id gets no token', async () => {
    deviceCookie = undefined;
    const answer = await post();
    expect((await answer.json()).data).toEqual({ refreshed: false });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('another site cannot ask for one (origin check)', async () => {
    deviceCookie = '0123456789abcdef0123456789abcdef';
    const answer = await post('https://evil.example');
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
