jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-sf-locale': 'en-US' }),
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => undefined }),
}));

process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.PUBLIC_SITE_URL = 'https://www.skylark.example';
process.env.LOG_LEVEL = 'silent';

// lib/env reads the environment on first use, so the values above are the ones the route sees.
import { POST } from './route';

/**
 * The currency preference cookie is Secure because the public origin is https, although the request
 * reaches Next as plain http behind the load balancer (docs/architecture.md "Locale, currency, session").
 */
it('the currency cookie is Secure on an https public origin, whatever scheme the request came in on', async () => {
  const request = new Request('http://localhost:3000/api/preferences/currency', {
    method: 'POST',
    headers: { host: 'www.skylark.example', origin: 'https://www.skylark.example', 'x-forwarded-proto': 'http' },
    body: JSON.stringify({ profile: 'en-US' }),
  });
  const answer = await POST(request, { params: Promise.resolve({}) });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('set-cookie')).toMatch(/^currency_profile=en-US;.*Secure/i);
});
