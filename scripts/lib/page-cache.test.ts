import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_COOKIE } from '@/lib/device-cookie';
import { CURRENCY_COOKIE } from '@/lib/i18n/currency-profiles';
import { MEMBER_HINT_COOKIE } from '@/lib/member-hint';
import { SESSION_COOKIE } from '@/lib/session-seal';
import {
  cachedPageTtl,
  createPageCache,
  NOT_KEPT_MARK,
  PAGE_CACHE_COOKIES,
  pageCacheTtl,
  type PageCache,
} from './page-cache.mjs';
import { exactScriptPolicy } from './script-hashes.mjs';

// Decisions 35 and 36 (decision 33): anonymous results pages, and pages Next serves from its own cache, are kept for
// seconds in the web process and served again to the next visitor who would get the same bytes, never with
// anyone's cookie.
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'";
const RESULTS = '/zh-CN/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-06&adt=1&chd=0&inf=0';
const VISITOR = { cookie: 'sf_did=aaaa1111' };

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { url, method, headers } as unknown as IncomingMessage;
}

describe('the cookies the page cache reads', () => {
  it('are the ones the site sets', () => {
    expect(PAGE_CACHE_COOKIES).toEqual({
      device: DEVICE_COOKIE,
      session: SESSION_COOKIE,
      memberHint: MEMBER_HINT_COOKIE,
      currency: CURRENCY_COOKIE,
    });
  });
});

describe('pageCacheTtl', () => {
  it('is 5 s by default, and off when the shopping answers themselves are never reused', () => {
    expect(pageCacheTtl({})).toBe(5000);
    expect(pageCacheTtl({ SHOPPING_CACHE_MS: '10000' })).toBe(5000);
    expect(pageCacheTtl({ SHOPPING_CACHE_MS: '0' })).toBe(0);
    expect(pageCacheTtl({ SHOPPING_CACHE_MS: '0', RESULTS_PAGE_CACHE_MS: '2000' })).toBe(2000);
  });

  it('takes 0 to 60000 ms and refuses anything else', () => {
    expect(pageCacheTtl({ RESULTS_PAGE_CACHE_MS: '0' })).toBe(0);
    expect(pageCacheTtl({ RESULTS_PAGE_CACHE_MS: '60000' })).toBe(60_000);
    for (const bad of ['60001', '-1', '1.5', 'soon']) {
      expect(() => pageCacheTtl({ RESULTS_PAGE_CACHE_MS: bad })).toThrow('RESULTS_PAGE_CACHE_MS');
    }
  });
});

describe('cachedPageTtl', () => {
  it('is 5 s by default, whatever the shopping cache does, and takes 0 to 60000 ms', () => {
    expect(cachedPageTtl({})).toBe(5000);
    expect(cachedPageTtl({ SHOPPING_CACHE_MS: '0' })).toBe(5000);
    expect(cachedPageTtl({ PAGE_CACHE_MS: '0' })).toBe(0);
    expect(cachedPageTtl({ PAGE_CACHE_MS: '60000' })).toBe(60_000);
    for (const bad of ['60001', '-1', '0.5', 'x']) {
      expect(() => cachedPageTtl({ PAGE_CACHE_MS: bad })).toThrow('PAGE_CACHE_MS');
    }
  });
});

describe('which requests may be answered from the cache', () => {
  const cache = createPageCache({ resultsTtlMs: 5000, cachedTtlMs: 5000 });

  it('a returning anonymous visitor asking for a results page as a document', () => {
    expect(cache.key(request(RESULTS, VISITOR))).not.toBeNull();
    expect(cache.key(request('/en-US/book/booking?trip=RT', VISITOR))).not.toBeNull();
  });

  it('keys by the URL, the accepted encoding and the currency profile, not by the device id', () => {
    const key = (url: string, headers: Record<string, string>) => cache.key(request(url, headers));
    const base = key(RESULTS, VISITOR);
    expect(key(RESULTS, { cookie: 'sf_did=bbbb2222; theme=x' })).toBe(base);
    expect(key(RESULTS.replace('adt=1', 'adt=2'), VISITOR)).not.toBe(base);
    expect(key(RESULTS, { ...VISITOR, 'accept-encoding': 'gzip' })).not.toBe(base);
    expect(key(RESULTS, { cookie: 'sf_did=aaaa1111; currency_profile=en-US_USD' })).not.toBe(base);
  });

  it('never a first visit, a member, a router request, another method or another page', () => {
    expect(cache.key(request(RESULTS))).toBeNull();
    expect(cache.key(request(RESULTS, { cookie: 'sf_did=' }))).toBeNull();
    expect(cache.key(request(RESULTS, { cookie: 'sf_did=a; sf_session=sealed' }))).toBeNull();
    expect(cache.key(request(RESULTS, { cookie: 'sf_did=a; sf_member=1' }))).toBeNull();
    expect(cache.key(request(RESULTS, { cookie: 'sf_did=a; sf_session=sealed; sf_member=1' }))).toBeNull();
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'next-url']) {
      expect(cache.key(request(RESULTS, { ...VISITOR, [header]: '1' }))).toBeNull();
    }
    expect(cache.key(request(RESULTS, VISITOR, 'HEAD'))).toBeNull();
    expect(cache.key(request(RESULTS, VISITOR, 'POST'))).toBeNull();
    const resultsOnly = createPageCache({ resultsTtlMs: 5000 });
    for (const path of ['/zh-CN', '/zh-CN/book/booking/passenger?x=1', '/zh-CN/book/bookingx', '/fr-FR/book/booking']) {
      expect(resultsOnly.key(request(path, VISITOR))).toBeNull();
    }
  });

  it('other pages of a locale, for a returning visitor or a member whose hint matches the session', () => {
    expect(cache.key(request('/zh-CN', VISITOR))).not.toBeNull();
    expect(cache.key(request('/en-US/news/newItem?id=1', VISITOR))).not.toBeNull();
    expect(cache.key(request('/zh-CN', { cookie: 'sf_did=a; sf_session=sealed; sf_member=1' }))).not.toBeNull();
    // The proxy would set or clear the hint: that answer carries a cookie.
    expect(cache.key(request('/zh-CN', { cookie: 'sf_did=a; sf_session=sealed' }))).toBeNull();
    expect(cache.key(request('/zh-CN', { cookie: 'sf_did=a; sf_member=1' }))).toBeNull();
    expect(cache.key(request('/zh-CN'))).toBeNull();
  });

  it("never the member's pages, the shutdown page, or a path outside a locale", () => {
    for (const path of [
      '/zh-CN/member/index',
      '/en-US/member',
      '/zh-CN/Upgrading',
      '/',
      '/bare',
      '/api/calendar?x=1',
      '/fr-FR',
    ]) {
      expect(cache.key(request(path, VISITOR))).toBeNull();
    }
  });

  it('keys a results page and a page of the same URL apart, and only what its time allows', () => {
    expect(cache.key(request('/zh-CN', VISITOR))).not.toBe(cache.key(request('/zh-CN/', VISITOR)));
    expect(createPageCache({ cachedTtlMs: 5000 }).key(request(RESULTS, VISITOR))).toBeNull();
    expect(createPageCache({ resultsTtlMs: 5000 }).key(request('/zh-CN', VISITOR))).toBeNull();
  });

  it('none at all when its times are 0', () => {
    expect(createPageCache({}).key(request(RESULTS, VISITOR))).toBeNull();
    expect(createPageCache({ resultsTtlMs: 0, cachedTtlMs: 0 }).key(request('/zh-CN', VISITOR))).toBeNull();
  });
});

describe('the page cache in front of a live server', () => {
  let server: Server;
  let base: string;
  let cache: PageCache;
  let clock: number;
  let renders: number;
  let handler: (req: IncomingMessage, res: ServerResponse) => void;

  const page = (n: number) => `<html><body><p>render ${n}</p><script>boot(${n})</script></body></html>`;
  const renderPage = (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', POLICY);
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(page(renders));
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      // As scripts/web-server.mjs does.
      const key = cache.key(req);
      if (key && cache.serve(key, req, res)) return;
      exactScriptPolicy(req, res, undefined, key ? (s, h, b, html) => cache.store(key, s, h, b, html) : undefined);
      renders += 1;
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    clock = 1_000_000;
    renders = 0;
    handler = renderPage;
    cache = createPageCache({ resultsTtlMs: 5000, cachedTtlMs: 5000, now: () => clock, maxEntries: 3 });
  });

  const get = (url: string, headers: Record<string, string> = VISITOR) =>
    fetch(`${base}${url}`, { headers, redirect: 'manual' });

  it("serves the next visitor of the same search the first one's document, with its exact script policy", async () => {
    const first = await get(RESULTS);
    const second = await get(RESULTS, { cookie: 'sf_did=bbbb2222' });
    expect(renders).toBe(1);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(second.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha('boot(1)')}`,
    );
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(page(1))));
  });

  it('keeps a document for its time and no longer', async () => {
    await get(RESULTS);
    clock += 4999;
    expect(await (await get(RESULTS)).text()).toBe(page(1));
    clock += 1;
    expect(await (await get(RESULTS)).text()).toBe(page(2));
    expect(renders).toBe(2);
  });

  it('renders for a member, a first visit and another search, and keeps none of those for the visitor', async () => {
    await get(RESULTS, { cookie: 'sf_did=a; sf_session=sealed; sf_member=1' });
    await get(RESULTS, {});
    await get(RESULTS.replace('adt=1', 'adt=2'));
    expect(renders).toBe(3);
    expect(await (await get(RESULTS)).text()).toBe(page(4));
  });

  it('keeps no answer that sets a cookie, is not a 200 or is not HTML', async () => {
    const answers: ((res: ServerResponse) => void)[] = [
      (res) => {
        res.setHeader('set-cookie', 'sf_member=; Max-Age=0');
        renderPage({} as IncomingMessage, res);
      },
      (res) => {
        res.statusCode = 500;
        renderPage({} as IncomingMessage, res);
      },
      (res) => {
        res.writeHead(307, { location: '/zh-CN/book/booking?trip=OW' }).end();
      },
      (res) => {
        res.setHeader('content-type', 'text/plain');
        res.end('not a page');
      },
    ];
    for (const answer of answers) {
      handler = (_req, res) => answer(res);
      await get(RESULTS);
      await get(RESULTS);
    }
    expect(renders).toBe(2 * answers.length);
    expect(cache.size).toBe(0);
  });

  it('keeps no results page made while an airline answer failed, so the next visitor asks again', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.end(
        `<html><body><div ${NOT_KEPT_MARK}><p>查询失败 ${renders}</p></div><script>boot()</script></body></html>`,
      );
    };
    await get(RESULTS);
    const again = await get(RESULTS);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(await again.text()).toContain('查询失败 2');
    expect(cache.size).toBe(0);
    // A results page is read for the mark, so one whose bytes were not read is not kept either.
    cache.store(cache.key(request(RESULTS, VISITOR))!, 200, { 'content-type': 'text/html' }, Buffer.from('<p>x</p>'));
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of documents, dropping the oldest first', async () => {
    for (const adults of [1, 2, 3, 4]) await get(RESULTS.replace('adt=1', `adt=${adults}`));
    expect(cache.size).toBe(3);
    await get(RESULTS.replace('adt=1', 'adt=4'));
    expect(renders).toBe(4);
    await get(RESULTS);
    expect(renders).toBe(5);
  });

  it('holds at most its bytes: a document over an eighth of them is not kept', async () => {
    cache = createPageCache({ resultsTtlMs: 5000, now: () => clock, maxBytes: 8 * 40 });
    await get(RESULTS);
    await get(RESULTS);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  describe('a page Next served from its own cache', () => {
    const HOME = '/zh-CN';
    /** As Next answers a page it keeps: its cache's mark, a shared max-age and an ETag of the bytes. */
    const cachedPage =
      (cacheControl = 's-maxage=60, stale-while-revalidate=31535940', mark = 'HIT') =>
      (_req: IncomingMessage, res: ServerResponse) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', POLICY);
        res.setHeader('cache-control', cacheControl);
        res.setHeader('x-nextjs-cache', mark);
        res.setHeader('etag', `"home-${renders}"`);
        res.end(page(renders));
      };

    it('is served again, as sent, to the next returning visitor and to a member whose hint is in line', async () => {
      handler = cachedPage();
      const first = await get(HOME);
      const visitor = await get(HOME, { cookie: 'sf_did=bbbb2222' });
      const member = await get(HOME, { cookie: 'sf_did=cccc; sf_session=sealed; sf_member=1' });
      expect(renders).toBe(1);
      for (const again of [visitor, member]) {
        expect(again.headers.get('x-page-cache')).toBe('HIT');
        expect(await again.text()).toBe(page(1));
        expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
        expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
        expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      }
      expect(first.headers.get('content-security-policy')).toContain(sha('boot(1)'));
    });

    it('answers 304 to a browser that holds the same ETag, and the document to one that holds another', async () => {
      handler = cachedPage();
      await get(HOME);
      const same = await get(HOME, { ...VISITOR, 'if-none-match': '"home-1"' });
      expect(same.status).toBe(304);
      expect(await same.text()).toBe('');
      expect(same.headers.get('etag')).toBe('"home-1"');
      const weak = await get(HOME, { ...VISITOR, 'if-none-match': '"other", W/"home-1"' });
      expect(weak.status).toBe(304);
      const other = await get(HOME, { ...VISITOR, 'if-none-match': '"home-0"' });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(page(1));
      expect(renders).toBe(1);
    });

    it('is kept for PAGE_CACHE_MS, never longer than its own s-maxage', async () => {
      handler = cachedPage();
      await get(HOME);
      clock += 4999;
      expect((await get(HOME)).headers.get('x-page-cache')).toBe('HIT');
      clock += 1;
      expect((await get(HOME)).headers.get('x-page-cache')).toBeNull();
      expect(renders).toBe(2);

      handler = cachedPage('s-maxage=2, stale-while-revalidate=10');
      await get('/zh-CN/news/newList');
      clock += 1999;
      expect((await get('/zh-CN/news/newList')).headers.get('x-page-cache')).toBe('HIT');
      clock += 1;
      expect((await get('/zh-CN/news/newList')).headers.get('x-page-cache')).toBeNull();
    });

    it('is not kept when Next rendered it for this request, or it is not for shared caches', async () => {
      const answers = [
        cachedPage('s-maxage=60', 'MISS'),
        cachedPage('private, no-cache, no-store, max-age=0, must-revalidate', 'HIT'),
        cachedPage('private, no-store', 'HIT'),
        cachedPage('max-age=60', 'HIT'),
        (req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('set-cookie', 'sf_did=new; HttpOnly');
          cachedPage()(req, res);
        },
      ];
      for (const answer of answers) {
        handler = answer;
        await get(HOME);
        await get(HOME);
      }
      expect(renders).toBe(2 * answers.length);
      expect(cache.size).toBe(0);
    });

    it('keeps a STALE answer (Next revalidates it behind) for the same short time', async () => {
      handler = cachedPage(undefined, 'STALE');
      await get(HOME);
      expect((await get(HOME)).headers.get('x-page-cache')).toBe('HIT');
      expect(renders).toBe(1);
    });
  });
});
