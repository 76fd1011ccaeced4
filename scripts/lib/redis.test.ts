import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectRedis, within, type SharedRedis } from '@/lib/redis';
import { findRedisServer, startRedis } from './redis.mjs';
import { MemoryRateLimiter } from '@/lib/bff-server/rate-limit';
import { LIMIT_KEY_PREFIX, RedisRateLimiter } from '@/lib/bff-server/rate-limit-redis';

// Decision 60: the per-visitor windows of every web instance on one Redis, a real redis-server started here.
const PORT = 63791;
const binary = findRedisServer();
if (!binary)
  console.warn('rate-limit-redis.test: no redis-server on this machine (scripts/lib/redis.mjs installs it); skipped');
const withRedis = binary ? describe : describe.skip;

/** One web instance: its own connection, and its own memory for when Redis is away. */
function instance(client: SharedRedis) {
  return new RedisRateLimiter({
    redis: async () => (client.isReady ? client : null),
    fallback: new MemoryRateLimiter(),
    within: (work) => within(work, 1000),
  });
}

withRedis('RedisRateLimiter against redis-server', () => {
  let dir: string;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let one: SharedRedis;
  let two: SharedRedis;
  let web1: RedisRateLimiter;
  let web2: RedisRateLimiter;
  let n = 0;
  const key = (name: string) => `${name}:${(n += 1)}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'limits-redis-'));
    redis = await startRedis({ dir, port: PORT, binary: binary ?? undefined });
    const first = connectRedis(redis.url);
    const second = connectRedis(redis.url);
    await Promise.all([first.connected, second.connected]);
    one = first.client;
    two = second.client;
    web1 = instance(one);
    web2 = instance(two);
  });

  afterAll(async () => {
    one?.destroy();
    two?.destroy();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows exactly `limit` hits in a window and refuses the next with the time left', async () => {
    const k = key('login:ip:198.51.100.1');
    for (let i = 0; i < 5; i += 1) expect(await web1.hit(k, 5, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    const refused = await web1.hit(k, 5, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('opens a new window once the old one has passed', async () => {
    const k = key('code:ip:198.51.100.2');
    expect((await web1.hit(k, 1, 300)).allowed).toBe(true);
    const refused = await web1.hit(k, 1, 300);
    expect(refused.allowed).toBe(false);
    // Wait for Redis to expire the window itself, then the next hit opens a new one.
    while ((await one.pTTL(LIMIT_KEY_PREFIX + k)) > 0) await new Promise((r) => setTimeout(r, 20));
    expect(await web1.hit(k, 1, 300)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await web1.hit(k, 1, 300)).allowed).toBe(false);
  });

  it('keeps two visitors apart: one exhausting its limit never refuses the other', async () => {
    const a = key('login:ip:203.0.113.10');
    const b = key('login:ip:203.0.113.11');
    for (let i = 0; i < 12; i += 1) await web1.hit(a, 10, 60_000);
    expect((await web1.hit(a, 10, 60_000)).allowed).toBe(false);
    for (let i = 0; i < 10; i += 1) expect((await web1.hit(b, 10, 60_000)).allowed).toBe(true);
    expect((await web2.hit(b, 10, 60_000)).allowed).toBe(false);
  });

  it('shares one window between two web instances, refunds included', async () => {
    const k = key('seat:offer:ip:203.0.113.20');
    for (let i = 0; i < 3; i += 1) expect((await web1.hit(k, 5, 60_000)).allowed).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await web2.hit(k, 5, 60_000)).allowed).toBe(true);
    expect((await web2.hit(k, 5, 60_000)).allowed).toBe(false);
    expect((await web1.hit(k, 5, 60_000)).allowed).toBe(false);
    // Seven counted, refused ones too (as in memory); three given back on one instance let one more through on
    // the other.
    for (let i = 0; i < 3; i += 1) await web1.refund(k);
    expect((await web2.hit(k, 5, 60_000)).allowed).toBe(true);
    expect((await web1.hit(k, 5, 60_000)).allowed).toBe(false);
    await web1.refund(key('never-hit'));
  });

  it('counts hits from many instances at once exactly (the script is atomic)', async () => {
    const k = key('flight-status:ip:203.0.113.30');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? web1 : web2).hit(k, 25, 60_000)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(25);
  });

  it('falls back to each instance’s own windows while Redis is down, per visitor', async () => {
    const lone = connectRedis(redis.url);
    await lone.connected;
    const web = instance(lone.client);
    const a = key('login:ip:203.0.113.40');
    const b = key('login:ip:203.0.113.41');
    await redis.stop();
    while (lone.client.isReady) await new Promise((r) => setTimeout(r, 20));
    // Neither everyone refused nor everyone let in: the limit holds per visitor in this process.
    for (let i = 0; i < 3; i += 1) expect((await web.hit(a, 3, 60_000)).allowed).toBe(true);
    await web.refund(a);
    expect((await web.hit(a, 3, 60_000)).allowed).toBe(true);
    expect((await web.hit(a, 3, 60_000)).allowed).toBe(false);
    expect((await web.hit(b, 3, 60_000)).allowed).toBe(true);
    lone.client.destroy();
    redis = await startRedis({ dir, port: PORT, binary: binary ?? undefined });
  });
});

describe('RedisRateLimiter when Redis fails', () => {
  it('uses the fallback when a call fails or hangs, and answers within the bound', async () => {
    const failing = {
      isReady: true,
      eval: () => Promise.reject(new Error('READONLY')),
    } as unknown as SharedRedis;
    const hanging = { isReady: true, eval: () => new Promise(() => {}) } as unknown as SharedRedis;
    for (const client of [failing, hanging]) {
      const fallback = new MemoryRateLimiter();
      const onFallback = jest.fn();
      const web = new RedisRateLimiter({
        redis: async () => client,
        fallback,
        within: (work) => within(work, 50),
        onFallback,
      });
      expect((await web.hit('k', 1, 60_000)).allowed).toBe(true);
      await web.refund('k');
      expect((await fallback.hit('k', 1, 60_000)).allowed).toBe(true);
      expect((await web.hit('k', 1, 60_000)).allowed).toBe(false);
      expect(onFallback).toHaveBeenCalled();
    }
  });
});
