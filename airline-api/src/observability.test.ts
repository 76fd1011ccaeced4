import type { FastifyInstance } from 'fastify';
import { UpstreamPath } from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const TOKEN = 'metrics-token-0123456789';
const OUTSIDE = '203.0.113.9';

// Decision 58: what the machines that run airline-api read of it (request ids, /metrics, /ready).
describe('seeing airline-api run', () => {
  let app: FastifyInstance;
  let extraCheckPasses = true;
  beforeAll(async () => {
    app = await testServer({
      metricsToken: TOKEN,
      readinessChecks: [
        async function redis() {
          return extraCheckPasses;
        },
      ],
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it('keeps the web’s sane request id and echoes it; replaces an odd one with a UUID', async () => {
    const kept = await app.inject({ url: UpstreamPath.health, headers: { 'x-request-id': 'web-1a2b.3_c' } });
    expect(kept.headers['x-request-id']).toBe('web-1a2b.3_c');
    for (const odd of ['a'.repeat(65), 'two words', 'x"y', '']) {
      const res = await app.inject({ url: UpstreamPath.health, headers: { 'x-request-id': odd } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('counts requests by route pattern and status class in Prometheus text', async () => {
    await app.inject({ url: '/order/api/order/not-a-route/12345' });
    await app.inject({ url: UpstreamPath.health });
    const res = await app.inject({ url: UpstreamPath.metrics });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(res.body).toMatch(/^http_requests_total\{route="\/health",method="GET",status_class="2xx"\} \d+$/m);
    expect(res.body).toMatch(/^http_requests_total\{route="unmatched",method="GET",status_class="4xx"\} \d+$/m);
    expect(res.body).not.toContain('12345');
    expect(res.body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="\/health"/m);
    // The queues, counted on scrape: the ticketing table is there even when no pg-boss queue was started.
    expect(res.body).toMatch(/^# TYPE job_queue_jobs gauge$/m);
    expect(res.body).toMatch(/^ticketing_jobs_failing 0$/m);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('serves /metrics to loopback callers or with the bearer token only', async () => {
    const outside = await app.inject({ url: UpstreamPath.metrics, remoteAddress: OUTSIDE });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('http_requests_total');
    const wrong = await app.inject({
      url: UpstreamPath.metrics,
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      url: UpstreamPath.metrics,
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
  });

  it('/ready is 200 while the database answers and every extra check passes', async () => {
    const res = await app.inject({ url: UpstreamPath.ready });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '0', data: { status: 'ready' } });
  });

  it('/ready is 503 naming the database when it fails, and an extra check by its name', async () => {
    const execute = jest.spyOn(app.airline.db, 'execute').mockRejectedValueOnce(new Error('connection closed'));
    const broken = await app.inject({ url: UpstreamPath.ready });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toMatchObject({ data: { status: 'not ready', failed: ['database'] } });
    execute.mockRestore();

    extraCheckPasses = false;
    const redis = await app.inject({ url: UpstreamPath.ready });
    extraCheckPasses = true;
    expect(redis.statusCode).toBe(503);
    expect(redis.json()).toMatchObject({ data: { failed: ['redis'] } });
    // /health is liveness only: the process answers.
    expect((await app.inject({ url: UpstreamPath.health })).statusCode).toBe(200);
  });

  it('/ready is 503 when the database takes longer than a second', async () => {
    const slow = new Promise(() => {});
    const execute = jest.spyOn(app.airline.db, 'execute').mockReturnValueOnce(slow as never);
    const res = await app.inject({ url: UpstreamPath.ready });
    execute.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ data: { failed: ['database'] } });
  });
});
