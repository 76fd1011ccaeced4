import { ASSETS_CACHE, PAGES_CACHE, PASS_OWNER_COOKIE } from '@/components/boarding-pass/offline';
import { BOARDING_PASS_WORKER, MAX_ASSETS } from './worker-source';

// Decision 20: the boarding pass works offline once opened, and nothing else of the site is cached. The
// worker's script runs here against a stand-in of the service worker's globals (events, caches, fetch).

const ORIGIN = 'https://shop.test';
const SCOPE = `${ORIGIN}/zh-CN/checkin/printBoardingPass/`;
const VIEW = `${SCOPE}view?orderNo=YQ1&segment=0`;
const PRINT = `${SCOPE}print?orderNo=YQ1&segment=0`;

type Key = string | { url: string };
const keyOf = (k: Key) => (typeof k === 'string' ? k : k.url);

/** CacheStorage as the worker uses it, keyed by URL. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (k: Key, r: Response) => void store.set(keyOf(k), r),
      match: async (k: Key) => store.get(keyOf(k))?.clone(),
      delete: async (k: Key) => store.delete(keyOf(k)),
      keys: async () => [...store.keys()].map((url) => ({ url })),
    };
  };
  return {
    stores,
    api: { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) },
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}

const page = (state: string | null, status = 200) =>
  new Response(
    `<!doctype html><html><body><main id="main"><div ${state ? `data-boarding-pass-state="${state}"` : ''}>…</div></main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
const asset = (body = 'console.log(1)') => new Response(body, { headers: { 'content-type': 'text/javascript' } });

/** The owner ids of two visitors of one device (lib/offline-pass.ts PASS_OWNER_COOKIE). */
const OWNER_A = 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa';
const OWNER_B = 'bbbbbbbb-2222-4222-8222-bbbbbbbbbbbb';

/**
 * The worker loaded in a stand-in of its global scope, with helpers to send it events. `cookies` is what the
 * Cookie Store API reads (the first visitor's id unless a test changes it); `cookieStore: false` is a browser
 * without it in workers.
 */
function worker({ cookieStore = true } = {}) {
  const cookies = new Map<string, string>([[PASS_OWNER_COOKIE, OWNER_A]]);
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = cacheStorage();
  const fetch = jest.fn<Promise<Response>, [unknown, unknown?]>();
  const claim = jest.fn(async () => undefined);
  const self = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { scope: SCOPE },
    location: new URL(SCOPE),
    skipWaiting: async () => undefined,
    clients: { claim },
    ...(cookieStore && {
      cookieStore: {
        get: async (name: string) => (cookies.has(name) ? { name, value: cookies.get(name) } : null),
      },
    }),
  };
  new Function('self', 'caches', 'fetch', BOARDING_PASS_WORKER)(self, caches.api, fetch);

  /** A fetch event: what the worker answered (undefined: it left the request to the browser). */
  async function request(url: string, mode = 'navigate', method = 'GET') {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { url, mode, method },
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const response = answer ? await answer.catch((e: unknown) => e) : undefined;
    await Promise.all(waits);
    return response;
  }

  /** A message from the page, with the answer the worker posts on its port. */
  async function message(data: unknown) {
    const waits: Promise<unknown>[] = [];
    const replies: unknown[] = [];
    // The page sends its visitor's id with `keep` (components/boarding-pass/offline-pass.tsx).
    const sent = (data as { type?: unknown } | null)?.type === 'keep' ? { owner: OWNER_A, ...(data as object) } : data;
    listeners.get('message')!({
      data: sent,
      ports: [{ postMessage: (reply: unknown) => replies.push(reply) }],
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    return replies[0];
  }

  async function activate() {
    const waits: Promise<unknown>[] = [];
    listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }

  return { fetch, caches, cookies, request, message, activate, claim };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the boarding pass worker: pages (network first, the copy offline)', () => {
  it('keeps a page that shows passes and answers it offline', async () => {
    const w = worker();
    w.fetch.mockResolvedValueOnce(page('passes'));
    const online = (await w.request(VIEW)) as Response;
    expect(await online.text()).toContain('data-boarding-pass-state="passes"');
    expect(w.caches.urls(PAGES_CACHE)).toEqual([VIEW]);
    w.fetch.mockImplementationOnce(offline);
    const copy = (await w.request(`${VIEW}#top`)) as Response;
    expect(await copy.text()).toContain('data-boarding-pass-state="passes"');
  });

  it('forgets the copy once the page says there is no pass (the check-in was cancelled)', async () => {
    const w = worker();
    w.fetch.mockResolvedValueOnce(page('passes'));
    await w.request(VIEW);
    w.fetch.mockResolvedValueOnce(page('none'));
    await w.request(VIEW);
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
    w.fetch.mockImplementationOnce(offline);
    expect(await w.request(VIEW)).toBeInstanceOf(TypeError);
  });

  it('leaves the copy alone when the page could not load the passes, or the answer is not such a page', async () => {
    const w = worker();
    w.fetch.mockResolvedValueOnce(page('passes'));
    await w.request(VIEW);
    for (const answer of [page('failed'), page(null), page('none', 500), asset()]) {
      w.fetch.mockResolvedValueOnce(answer);
      await w.request(VIEW);
      expect(w.caches.urls(PAGES_CACHE)).toEqual([VIEW]);
    }
  });

  it('keeps nothing of any other page, BFF call or RSC payload, and never the worker itself', async () => {
    const w = worker();
    for (const [url, mode] of [
      [`${ORIGIN}/zh-CN/member/index`, 'navigate'],
      [`${ORIGIN}/en-US/checkin/printBoardingPass/view?orderNo=YQ1`, 'navigate'],
      [`${ORIGIN}/api/boarding-pass?orderNo=YQ1`, 'cors'],
      [`${VIEW}&_rsc=1`, 'cors'],
      [`${SCOPE}sw.js`, 'navigate'],
      ['https://cdn.example/zh-CN/checkin/printBoardingPass/view', 'navigate'],
    ] as const) {
      expect([url, await w.request(url, mode)]).toEqual([url, undefined]);
    }
    expect(await w.request(VIEW, 'navigate', 'POST')).toBeUndefined();
    expect(w.fetch).not.toHaveBeenCalled();
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
  });
});

describe('the boarding pass worker: static files (cache first)', () => {
  it("keeps the site's built files and answers them from the cache", async () => {
    const w = worker();
    const chunk = `${ORIGIN}/_next/static/chunks/app-1a2b.js`;
    w.fetch.mockResolvedValueOnce(asset('chunk'));
    expect(await ((await w.request(chunk, 'no-cors')) as Response).text()).toBe('chunk');
    expect(await ((await w.request(chunk, 'no-cors')) as Response).text()).toBe('chunk');
    expect(w.fetch).toHaveBeenCalledTimes(1);
    w.fetch.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await w.request(`${ORIGIN}/_next/static/chunks/missing.js`, 'no-cors');
    expect(w.caches.urls(ASSETS_CACHE)).toEqual([chunk]);
  });
});

describe('the boarding pass worker: messages from the page', () => {
  it('keep: fetches the page it did not control and the static files it names, nothing else', async () => {
    const w = worker();
    w.fetch.mockImplementation(async (url) => (String(url).startsWith(SCOPE) ? page('passes') : asset(String(url))));
    const assets = [
      `${ORIGIN}/_next/static/chunks/a.js`,
      '/_next/static/css/b.css',
      `${ORIGIN}/api/boarding-pass?orderNo=YQ1`,
      'https://cdn.example/_next/static/c.js',
      `${ORIGIN}/zh-CN/member/index`,
      'not a url::',
    ];
    expect(await w.message({ type: 'keep', url: `${VIEW}#x`, assets, controlled: false })).toEqual({
      type: 'keep',
      ok: true,
    });
    expect(w.caches.urls(PAGES_CACHE)).toEqual([VIEW]);
    expect(w.caches.urls(ASSETS_CACHE)).toEqual([
      `${ORIGIN}/_next/static/chunks/a.js`,
      `${ORIGIN}/_next/static/css/b.css`,
    ]);
    // Controlled, with the page already kept: not fetched again.
    w.fetch.mockClear();
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: true })).toEqual({
      type: 'keep',
      ok: true,
    });
    expect(w.fetch).not.toHaveBeenCalled();
  });

  it('keep: also keeps the static files the page itself names (a page reached by a client-side navigation)', async () => {
    // Issue 28 §3: the page sent only what this document loaded; the copy must load on its own offline.
    const w = worker();
    const html =
      '<!doctype html><html><head><link rel="stylesheet" href="/_next/static/css/r.css">' +
      '<script src="/_next/static/chunks/p.js" async></script></head><body>' +
      '<div data-boarding-pass-state="passes">…</div>' +
      '<script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/q.js\\"]"])</script></body></html>';
    w.fetch.mockImplementation(async (url) =>
      String(url).startsWith(SCOPE)
        ? new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
        : asset(String(url)),
    );
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: false })).toEqual({
      type: 'keep',
      ok: true,
    });
    expect(w.caches.urls(ASSETS_CACHE).sort()).toEqual([
      `${ORIGIN}/_next/static/chunks/p.js`,
      `${ORIGIN}/_next/static/chunks/q.js`,
      `${ORIGIN}/_next/static/css/r.css`,
    ]);
  });

  it('keep: refuses a page outside its scope, and says so when the page shows no pass', async () => {
    const w = worker();
    w.fetch.mockResolvedValue(page('none'));
    expect(await w.message({ type: 'keep', url: `${ORIGIN}/zh-CN/member/index`, assets: [] })).toEqual({
      type: 'keep',
      ok: false,
    });
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: false })).toEqual({
      type: 'keep',
      ok: false,
    });
    w.fetch.mockImplementation(offline);
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: false })).toEqual({
      type: 'keep',
      ok: false,
    });
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
  });

  it("drop: forgets the segment's pages in every type and language, and only those", async () => {
    const w = worker();
    const pages = await w.caches.api.open(PAGES_CACHE);
    const english = `${ORIGIN}/en-US/checkin/printBoardingPass/view?orderNo=YQ1`;
    const otherSegment = `${SCOPE}view?orderNo=YQ1&segment=1`;
    const otherOrder = `${SCOPE}view?orderNo=YQ2&segment=0`;
    for (const url of [VIEW, PRINT, english, otherSegment, otherOrder]) await pages.put(url, page('passes'));
    expect(await w.message({ type: 'drop', orderNo: 'YQ1', segment: 0 })).toEqual({ type: 'drop', count: 3 });
    expect(w.caches.urls(PAGES_CACHE)).toEqual([otherSegment, otherOrder]);
  });

  it('ignores any other message', async () => {
    const w = worker();
    expect(await w.message({ type: 'clear-everything' })).toBeUndefined();
    expect(await w.message(null)).toBeUndefined();
  });
});

describe('the boarding pass worker: versions', () => {
  it('deletes its own old caches when it takes over, and no one else’s', async () => {
    const w = worker();
    for (const name of ['boarding-pass-pages-v0', PAGES_CACHE, ASSETS_CACHE, 'another-app'])
      await w.caches.api.open(name);
    await w.activate();
    expect([...w.caches.stores.keys()].sort()).toEqual([ASSETS_CACHE, PAGES_CACHE, 'another-app'].sort());
    expect(w.claim).toHaveBeenCalled();
  });

  it(`keeps at most ${MAX_ASSETS} static files, the newest`, async () => {
    const w = worker();
    w.fetch.mockImplementation(async () => asset());
    for (let i = 0; i <= MAX_ASSETS; i += 1) await w.request(`${ORIGIN}/_next/static/chunks/${i}.js`, 'no-cors');
    const kept = w.caches.urls(ASSETS_CACHE);
    expect(kept).toHaveLength(MAX_ASSETS);
    expect(kept[0]).toBe(`${ORIGIN}/_next/static/chunks/1.js`);
  });
});

// Issue 29 §5, decision 56: a pass kept offline is the visitor's who opened it, and goes with their cookies.
describe('the boarding pass worker: a kept pass is its visitor’s', () => {
  const keptOnline = async (w: ReturnType<typeof worker>) => {
    w.fetch.mockResolvedValueOnce(page('passes'));
    await w.request(VIEW);
    expect(w.caches.urls(PAGES_CACHE)).toEqual([VIEW]);
  };
  const answeredOffline = async (w: ReturnType<typeof worker>) => {
    w.fetch.mockImplementationOnce(offline);
    return (await w.request(VIEW)) instanceof Response;
  };

  it('answers no copy offline once the cookies are cleared, and deletes it', async () => {
    const w = worker();
    await keptOnline(w);
    expect(await answeredOffline(w)).toBe(true);
    w.cookies.clear();
    expect(await answeredOffline(w)).toBe(false);
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
  });

  it('answers no copy to another visitor of the device (another owner id)', async () => {
    const w = worker();
    await keptOnline(w);
    w.cookies.set(PASS_OWNER_COOKIE, OWNER_B);
    expect(await answeredOffline(w)).toBe(false);
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
  });

  it('keeps a page for the owner the page names, and nothing for a message without one', async () => {
    const w = worker({ cookieStore: false });
    w.fetch.mockResolvedValueOnce(page('passes'));
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: false, owner: '' })).toEqual({
      type: 'keep',
      ok: false,
    });
    expect(w.caches.urls(PAGES_CACHE)).toEqual([]);
    w.fetch.mockResolvedValueOnce(page('passes'));
    expect(await w.message({ type: 'keep', url: VIEW, assets: [], controlled: false, owner: OWNER_B })).toEqual({
      type: 'keep',
      ok: true,
    });
    // Without the Cookie Store API the worker cannot read the cookie: a copy with an owner is answered.
    expect(await answeredOffline(w)).toBe(true);
  });

  it('answers offline no copy kept without an owner (an older worker’s)', async () => {
    const w = worker();
    const pages = await w.caches.api.open(PAGES_CACHE);
    await pages.put(VIEW, page('passes'));
    expect(await answeredOffline(w)).toBe(false);
  });
});
