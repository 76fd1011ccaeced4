import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S as PROXY_MAX_AGE } from '@/lib/device-cookie';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookie, giveDeviceId, isFirstVisit } from './first-visit.mjs';
import { createPageCache } from './page-cache.mjs';

// Decision 38 (decision 33): a first page view gets its device id from the web server, so the page it gets is the
// page everyone gets, and only the head it leaves with carries the new cookie.
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage;

describe('isFirstVisit', () => {
  it('is a document GET under a locale from a browser with no device id, session or member hint', () => {
    expect(isFirstVisit(request('/zh-CN'))).toBe(true);
    expect(
      isFirstVisit(request('/en-US/news/newItem?id=1', { cookie: 'currency_profile=en-US; cookie_consent=all' })),
    ).toBe(true);
    expect(isFirstVisit(request('/zh-CN?x=1'))).toBe(true);
  });

  it('is not a returning browser, a member, a router request, another method, the BFF or a path outside a locale', () => {
    expect(isFirstVisit(request('/zh-CN', { cookie: 'sf_did=abc' }))).toBe(false);
    expect(isFirstVisit(request('/zh-CN', { cookie: 'sf_session=sealed' }))).toBe(false);
    expect(isFirstVisit(request('/zh-CN', { cookie: 'sf_member=1' }))).toBe(false);
    expect(isFirstVisit(request('/zh-CN', { rsc: '1' }))).toBe(false);
    expect(isFirstVisit(request('/zh-CN', {}, 'HEAD'))).toBe(false);
    expect(isFirstVisit(request('/zh-CN', {}, 'POST'))).toBe(false);
    for (const path of [
      '/api/calendar',
      '/',
      '/bare',
      '/zh-CNx',
      '/_next/static/a.js',
      '/zh-CN/checkin/printBoardingPass/sw.js',
      '/en-US/opengraph.png',
    ]) {
      expect(isFirstVisit(request(path))).toBe(false);
    }
  });
});

describe('deviceCookie', () => {
  it('lives as long as the proxy says, HttpOnly, Lax, and Secure only on https', () => {
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(PROXY_MAX_AGE);
    const now = Date.UTC(2026, 11, 1, 12, 0, 0);
    expect(deviceCookie('0123abcd', { secure: false, now })).toBe(
      `${DEVICE_COOKIE}=0123abcd; Path=/; Expires=Thu, 30 Nov 2028 12:00:00 GMT; Max-Age=63072000; HttpOnly; SameSite=lax`,
    );
    expect(deviceCookie('0123abcd', { secure: true, now })).toMatch(
      /; Max-Age=63072000; Secure; HttpOnly; SameSite=lax$/,
    );
  });
});

describe('giveDeviceId in front of a live server', () => {
  let server: Server;
  let base: string;
  let seen: (string | undefined)[];
  let handler: (req: IncomingMessage, res: ServerResponse) => void;
  const cache = createPageCache({ cachedTtlMs: 5000 });

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (isFirstVisit(req)) giveDeviceId(req, res, { secure: false });
      const key = cache.key(req);
      if (key && cache.serve(key, req, res)) return;
      seen.push(req.headers.cookie);
      handler(req, res);
      // As the web server's script pass does with a finished document: the page cache keeps it as made, before
      // its head is written.
      if (key && !res.headersSent) cache.store(key, 200, res.getHeaders(), Buffer.from('<p>home</p>'));
      if (!res.writableEnded) res.end('<p>home</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
  });

  /** As Next makes a page: its headers set, its body sent by the server above. */
  const page = (headers: Record<string, string>) => (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  it('the page sees the new id as a returning browser would; the answer sets it and is private', async () => {
    handler = page({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60',
      'x-nextjs-cache': 'HIT',
    });
    const first = await fetch(`${base}/zh-CN`, { headers: { cookie: 'cookie_consent=all' } });
    const set = first.headers.get('set-cookie') ?? '';
    const id = /^sf_did=([0-9a-f]{32});/.exec(set)?.[1];
    expect(id).toBeDefined();
    expect(seen).toEqual([`cookie_consent=all; sf_did=${id}`]);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.text()).toBe('<p>home</p>');
  });

  it('a second first visit is served the kept page with an id of its own, and the returning browser without one', async () => {
    handler = page({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=60',
      'x-nextjs-cache': 'HIT',
    });
    const ids = [];
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${base}/en-US`);
      ids.push(/^sf_did=([0-9a-f]{32});/.exec(answer.headers.get('set-cookie') ?? '')?.[1]);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await answer.text()).toBe('<p>home</p>');
    }
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.every(Boolean)).toBe(true);
    // Rendered once (the first); the second came from the cache.
    expect(seen).toHaveLength(1);
    const returning = await fetch(`${base}/en-US`, { headers: { cookie: `sf_did=${ids[0]}` } });
    expect(returning.headers.get('x-page-cache')).toBe('HIT');
    expect(returning.headers.get('set-cookie')).toBeNull();
    expect(returning.headers.get('cache-control')).toBe('s-maxage=60');
  });

  it("keeps the answer's own cookies beside the new id, whatever form its head came in", async () => {
    // Node's raw form: names and values in one flat list.
    handler = (_req, res) => {
      res.writeHead(200, ['content-type', 'text/html', 'set-cookie', 'a=1; Path=/', 'set-cookie', 'b=2; Path=/']);
      res.end('<p>other</p>');
    };
    const answer = await fetch(`${base}/zh-CN/other`);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.slice(0, 2)).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(cookies[2]).toMatch(/^sf_did=[0-9a-f]{32};/);
    expect(await answer.text()).toBe('<p>other</p>');

    handler = (_req, res) => {
      res.setHeader('set-cookie', 'c=3; Path=/');
      res.writeHead(200, { 'content-type': 'text/html', 'Cache-Control': 's-maxage=1' });
      res.end('<p>other</p>');
    };
    const objectForm = await fetch(`${base}/zh-CN/other`);
    expect(objectForm.headers.getSetCookie()).toEqual(['c=3; Path=/', expect.stringMatching(/^sf_did=/)]);
    expect(objectForm.headers.get('cache-control')).toBe('private, no-store');
  });
});
