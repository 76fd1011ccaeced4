import { MemoryRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryRateLimiter (fixed window)', () => {
  it('allows exactly `limit` hits in a window and refuses the next with the time left', async () => {
    const c = clock();
    const limiter = new MemoryRateLimiter(c.now);
    for (let i = 0; i < 5; i += 1)
      expect(await limiter.hit('login:a', 5, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    c.advance(20_000);
    expect(await limiter.hit('login:a', 5, 60_000)).toEqual({ allowed: false, retryAfterMs: 40_000 });
  });

  it('opens a new window once the old one has passed, and not a millisecond before', async () => {
    const c = clock();
    const limiter = new MemoryRateLimiter(c.now);
    await limiter.hit('k', 1, 60_000);
    c.advance(59_999);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    c.advance(1);
    expect(await limiter.hit('k', 1, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
  });

  it('gives a refunded hit back within the window', async () => {
    const limiter = new MemoryRateLimiter(clock().now);
    await limiter.hit('k', 1, 1000);
    await limiter.refund('k');
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(false);
    await limiter.refund('unknown');
  });

  it('counts keys separately', async () => {
    const limiter = new MemoryRateLimiter(clock().now);
    expect((await limiter.hit('ip:1', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('ip:2', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('ip:1', 1, 1000)).allowed).toBe(false);
  });

  it('sweeps expired windows so the map stays bounded', async () => {
    const c = clock();
    const limiter = new MemoryRateLimiter(c.now);
    for (let i = 0; i < 10_000; i += 1) await limiter.hit(`k${i}`, 1, 1000);
    c.advance(1000);
    await limiter.hit('fresh', 1, 1000);
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
