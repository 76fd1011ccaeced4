import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Registry } from 'prom-client';
import { countLimiterRefusal, countUpstreamFailure } from '@/lib/web-counters';
import { isLoopback, metricsAllowed, metricsToken } from './metrics-access.mjs';
import { createWebMetrics } from './metrics.mjs';
import { routeLabeller } from './route-label.mjs';

// Decision 58: the web's /metrics, in Prometheus text, fed by the web server and by Next's code in one process.
describe('createWebMetrics', () => {
  const metrics = createWebMetrics({
    labelOf: routeLabeller(['/member/ticketorderdetail/:id']),
    register: new Registry(),
    defaults: false,
  });
  const answer = (url: string, method: string, status: number) => {
    const res = Object.assign(new EventEmitter(), { statusCode: status }) as unknown as ServerResponse;
    metrics.observe({ url, method } as IncomingMessage, res);
    res.emit('close');
  };

  it('counts requests by route pattern, method and status class, with their latency', async () => {
    answer('/en-US/member/ticketorderdetail/SK123', 'GET', 200);
    answer('/zh-CN/member/ticketorderdetail/SK456', 'GET', 200);
    answer('/zh-CN/wp-login.php', 'PROPFIND', 405);
    const text = await metrics.register.metrics();
    expect(text).toMatch(/^# TYPE http_requests_total counter$/m);
    expect(text).toContain(
      'http_requests_total{route="/member/ticketorderdetail/:id",method="GET",status_class="2xx"} 2',
    );
    expect(text).toContain('http_requests_total{route="other",method="other",status_class="4xx"} 1');
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/member\/ticketorderdetail\/:id",.*\} 2$/m);
    expect(text).not.toContain('SK123');
  });

  it('reads the upstream failures and limiter refusals Next’s code counted, and the page cache’s hits', async () => {
    countUpstreamFailure('5000502');
    countUpstreamFailure('5000502');
    countUpstreamFailure('5000504');
    countLimiterRefusal();
    metrics.pageCacheHit();
    metrics.pageCacheHit();
    metrics.pageCacheMiss();
    const text = await metrics.register.metrics();
    expect(text).toContain('upstream_failures_total{code="5000502"} 2');
    expect(text).toContain('upstream_failures_total{code="5000504"} 1');
    expect(text).toMatch(/^rate_limit_refusals_total 1$/m);
    expect(text).toContain('page_cache_requests_total{result="hit"} 2');
    expect(text).toContain('page_cache_requests_total{result="miss"} 1');
    // Scraped twice, a count is not added twice.
    expect(await metrics.register.metrics()).toContain('upstream_failures_total{code="5000502"} 2');
  });
});

describe('metricsAllowed', () => {
  const TOKEN = 'metrics-token-0123456789';

  it('lets a visitor on this machine in without a token', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address)).toBe(true);
      expect(metricsAllowed(address, undefined, undefined)).toBe(true);
    }
  });

  it('asks anyone else for the bearer token, and refuses all when none is set', () => {
    expect(metricsAllowed('203.0.113.7', undefined, TOKEN)).toBe(false);
    expect(metricsAllowed('203.0.113.7', 'Bearer wrong-token-0123456789', TOKEN)).toBe(false);
    expect(metricsAllowed('203.0.113.7', TOKEN, TOKEN)).toBe(false);
    expect(metricsAllowed('203.0.113.7', `Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAllowed('203.0.113.7', 'Bearer ', undefined)).toBe(false);
    expect(metricsAllowed('10.0.0.5', `Bearer ${TOKEN}`, undefined)).toBe(false);
  });

  it('refuses a token too short to be a secret', () => {
    expect(metricsToken(undefined)).toBeUndefined();
    expect(metricsToken(' ')).toBeUndefined();
    expect(metricsToken(TOKEN)).toBe(TOKEN);
    expect(() => metricsToken('short')).toThrow('METRICS_TOKEN');
  });
});
