import { UpstreamPath } from '@/lib/contract';
import * as flightStatus from '@/lib/bff-client/flight-status';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { shanghaiDate } from './pages/search-form';

// Decision 58, seeing it run: every answer names its request (X-Request-Id), the same id reaches airline-api, and a
// page or a BFF call that fails shows the traveller a reference to quote, in their language. The machines' own paths
// (/healthz, /readyz, /metrics) answer the test, which calls from this machine.

const API = () => process.env.E2E_API_URL!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const T = {
  'zh-CN': { heading: '页面出错了', reference: '参考编号：' },
  'en-US': { heading: 'Something went wrong', reference: 'Reference: ' },
} as const;

test.afterEach(async ({ request }) => {
  await request.delete(`${API()}${UpstreamPath.sandboxFaults}`);
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: a failed page shows the reference its answer was sent with`, async ({ page, request }) => {
    const t = T[locale];
    const home = await page.goto(`/${locale}`);
    const homeId = home!.headers()['x-request-id'];
    expect(homeId).toMatch(UUID);
    // This web stands behind one trusted proxy (TRUST_PROXY=1, the tests play it): the proxy's sane id is kept, an
    // odd one replaced; the web exposed directly keeps none.
    const fromProxy = await request.get(`/${locale}`, { headers: { 'x-request-id': 'nginx-req.42_a' } });
    expect(fromProxy.headers()['x-request-id']).toBe('nginx-req.42_a');
    const odd = await request.get(`/${locale}`, { headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(odd.headers()['x-request-id']).toMatch(UUID);
    const direct = await request.get(`http://127.0.0.1:${process.env.E2E_DIRECT_WEB_PORT}/${locale}`, {
      headers: { 'x-request-id': 'picked-by-the-client' },
    });
    expect(direct.headers()['x-request-id']).toMatch(UUID);

    await request.post(`${API()}${UpstreamPath.sandboxFaults}`, {
      data: { path: UpstreamPath.cmsItem, mode: 'error', count: 20 },
    });
    // An id no run has asked for, so neither the page nor its data can be in a cache.
    const res = await page.goto(`/${locale}/news/newItem?id=k${Date.now()}`);
    expect(res?.status()).toBe(500);
    const id = res!.headers()['x-request-id']!;
    expect(id).toMatch(UUID);
    expect(id).not.toBe(homeId);
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    // Read from the answer's Server-Timing once the page has hydrated.
    await expect(page.getByText(`${t.reference}${id}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`${locale}: a BFF call the airline cannot answer names its request in the message`, async ({ request }) => {
    await request.post(`${API()}${UpstreamPath.sandboxFaults}`, {
      data: { path: UpstreamPath.queryFlightStatus, mode: 'error', count: 4 },
    });
    const res = await request.get(flightStatus.query.url({ dep: 'CAN', arr: 'PEK', date: shanghaiDate(1) }), {
      headers: { 'x-sf-locale': locale },
    });
    expect(res.status()).toBeGreaterThanOrEqual(500);
    const id = res.headers()['x-request-id']!;
    const body = (await res.json()) as { msg: string; requestId?: string };
    expect(body.requestId).toBe(id);
    expect(body.msg).toContain(`${T[locale].reference}${id}`);
  });
}

test('the web answers /healthz, /readyz and /metrics on this machine, never from a cache', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(health.headers()['cache-control']).toBe('no-store');
  expect((await request.get('/readyz')).status()).toBe(200);
  expect((await request.get(`${API()}${UpstreamPath.ready}`)).status()).toBe(200);
  await request.get('/en-US/member/ticketorderdetail/SK0000000001');
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/^http_requests_total\{route="\/healthz",method="GET",status_class="2xx"\} \d+$/m);
  expect(text).toContain('route="/member/ticketorderdetail/:id"');
  expect(text).not.toContain('SK0000000001');
  // The page cache is off on this web (PAGE_CACHE_MS=0): the counter is there, without samples.
  expect(text).toMatch(/^# TYPE page_cache_requests_total counter$/m);
  expect((await request.get(`${API()}${UpstreamPath.metrics}`)).status()).toBe(200);
});
