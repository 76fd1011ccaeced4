import { ResultCode } from '@/lib/contract';
import type { UpstreamResult } from './result';
import { cachedShopping, clearShoppingCache, shoppingCacheSize } from './shopping-cache';

jest.mock('server-only', () => ({}));

// Decision 33: public shopping answers are reused for SHOPPING_CACHE_MS, shared while in flight, never a failure.

const ok = (n: number): UpstreamResult<number> => ({ ok: true, data: n });
const failed: UpstreamResult<number> = { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' };

beforeEach(() => clearShoppingCache());

describe('the shopping cache', () => {
  it('reuses an answer until its time is up, on both sides of the bound', async () => {
    let calls = 0;
    const load = async () => ok(++calls);
    expect(await cachedShopping('k', load, { ttlMs: 1000, now: 0 })).toEqual(ok(1));
    expect(await cachedShopping('k', load, { ttlMs: 1000, now: 999 })).toEqual(ok(1));
    expect(await cachedShopping('k', load, { ttlMs: 1000, now: 1000 })).toEqual(ok(2));
    expect(await cachedShopping('other', load, { ttlMs: 1000, now: 1000 })).toEqual(ok(3));
    expect(calls).toBe(3);
  });

  it('shares a call in flight: ten at once make one', async () => {
    let calls = 0;
    let release: (r: UpstreamResult<number>) => void = () => undefined;
    const load = () => {
      calls += 1;
      return new Promise<UpstreamResult<number>>((resolve) => (release = resolve));
    };
    const all = Array.from({ length: 10 }, () => cachedShopping('k', load, { ttlMs: 1000, now: 0 }));
    release(ok(7));
    expect(await Promise.all(all)).toEqual(Array(10).fill(ok(7)));
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next visitor asks again', async () => {
    let calls = 0;
    const load = async () => (++calls === 1 ? failed : ok(calls));
    expect(await cachedShopping('k', load, { ttlMs: 1000, now: 0 })).toEqual(failed);
    expect(await cachedShopping('k', load, { ttlMs: 1000, now: 1 })).toEqual(ok(2));
    const thrown = () => Promise.reject(new Error('down'));
    await expect(cachedShopping('t', thrown, { ttlMs: 1000, now: 0 })).rejects.toThrow('down');
    expect(await cachedShopping('t', load, { ttlMs: 1000, now: 1 })).toEqual(ok(3));
  });

  it('0 turns it off; it holds at most 500 answers, the oldest dropped first', async () => {
    let calls = 0;
    const load = async () => ok(++calls);
    await cachedShopping('k', load, { ttlMs: 0, now: 0 });
    await cachedShopping('k', load, { ttlMs: 0, now: 0 });
    expect(calls).toBe(2);
    expect(shoppingCacheSize()).toBe(0);
    for (let i = 0; i < 501; i += 1) await cachedShopping(`k${i}`, load, { ttlMs: 1000, now: 0 });
    expect(shoppingCacheSize()).toBe(500);
    const before = calls;
    await cachedShopping('k500', load, { ttlMs: 1000, now: 1 });
    expect(calls).toBe(before);
    await cachedShopping('k0', load, { ttlMs: 1000, now: 1 });
    expect(calls).toBe(before + 1);
  });
});
