import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { findRedisServer, startRedis } from './scripts/lib/redis.mjs';

// Decision 60: Next's cache handler on a real redis-server, as two web instances see it.
const PORT = 63792;
const binary = findRedisServer();
if (!binary) console.warn('cache-handler.test: no redis-server on this machine; skipped');
const withRedis = binary ? describe : describe.skip;

type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

const FETCH_CTX = { kind: 'FETCH', tags: ['cms'], softTags: [] };
const fetchValue = (data: string) => ({ kind: 'FETCH', data: { body: data }, revalidate: 300, tags: ['cms'] });

withRedis('cache-handler.mjs against redis-server', () => {
  let dir: string;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let Handler: new (ctx: object) => Handler;
  let serialize: (v: unknown) => string;
  let deserialize: (s: string) => unknown;
  let close: () => void;
  let inspect: ReturnType<typeof createClient>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-redis-'));
    redis = await startRedis({ dir, port: PORT, binary: binary ?? undefined });
    process.env.REDIS_URL = redis.url;
    const mod = await import('./cache-handler.mjs');
    ({ serialize, deserialize, closeSharedCache: close } = mod);
    Handler = mod.default;
    // The first call starts connecting; wait until it is up, so the tests use Redis and not the fallback.
    while (!mod.sharedCacheReady()) await new Promise((r) => setTimeout(r, 20));
    inspect = createClient({ url: redis.url });
    await inspect.connect();
  });

  afterAll(async () => {
    delete process.env.REDIS_URL;
    close?.();
    inspect?.destroy();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps Buffers and Maps of a page entry', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>',
      rscData: Buffer.from([0, 1, 2]),
      segmentData: new Map([['/a', Buffer.from('s')]]),
    };
    expect(deserialize(serialize({ lastModified: 5, value }))).toEqual({ lastModified: 5, value });
  });

  it('gives an entry one instance wrote to another, until a tag expires it there too', async () => {
    const web1 = new Handler({});
    const web2 = new Handler({});
    await web1.set('cms-list-1', fetchValue('old'), { fetchCache: true, tags: ['cms'] });
    expect(await inspect.exists('next:cms-list-1')).toBe(1);
    expect((await web2.get('cms-list-1', FETCH_CTX))?.value).toEqual(fetchValue('old'));
    await new Promise((r) => setTimeout(r, 5));
    await web2.revalidateTag(['cms'], { expire: 0 });
    expect(JSON.parse((await inspect.hGet('next:tags', 'cms')) ?? '{}')).toHaveProperty('expired');
    expect(await web1.get('cms-list-1', FETCH_CTX)).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await web1.set('cms-list-1', fetchValue('new'), { fetchCache: true, tags: ['cms'] });
    expect((await web2.get('cms-list-1', FETCH_CTX))?.value).toEqual(fetchValue('new'));
  });

  it('serves a tag marked stale once more, as old, so Next renders it again in the background', async () => {
    const web1 = new Handler({});
    await web1.set('cms-item-1', fetchValue('a'), { fetchCache: true, tags: ['cms'] });
    await new Promise((r) => setTimeout(r, 5));
    await new Handler({}).revalidateTag('cms', {});
    expect(await web1.get('cms-item-1', FETCH_CTX)).toMatchObject({ lastModified: 1, value: fetchValue('a') });
  });
});
