import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  exactScriptPolicy,
  inlineScriptHashes,
  inlineScriptHashesOfBytes,
  withScriptHashes,
} from './script-hashes.mjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the compression Next itself wraps answers in
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

// Decision 11: the web server makes each document's script-src exact, so an injected inline script cannot run.
describe('inlineScriptHashes', () => {
  it('hashes each inline script once, exactly as written, and skips external ones', () => {
    const html =
      '<html><head><script src="/_next/a.js" async=""></script><script>self.__next_f=[]</script></head>' +
      '<body><SCRIPT type="text/javascript">go("价格 ¥450")</SCRIPT><script>self.__next_f=[]</script>' +
      '<script nonce="" id="x">\n  a < b && c()\n</script ></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('go("价格 ¥450")'),
      sha('\n  a < b && c()\n'),
    ]);
  });

  it('finds none in a document without inline scripts', () => {
    expect(inlineScriptHashes('<p>script</p><script src="/a.js"></script>')).toEqual([]);
  });

  it('reads the same hashes from the bytes, scripts in any script, without decoding them', () => {
    const html =
      '<html lang="zh-CN"><head><title>航班 ✈ 价格</title><script>self.__next_f.push([1,"广州 → 北京 ¥450 🛫"])</script>' +
      '<script src="/a.js"></script></head><body><p>退改规则</p><SCRIPT data-x="é">go("Zürich")</SCRIPT>' +
      '<script></script><script type="application/ld+json">{"name":"云雀航空"}</script></body></html>';
    const bytes = Buffer.from(html, 'utf8');
    expect(inlineScriptHashesOfBytes(bytes)).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashesOfBytes(bytes)).toEqual([
      sha('self.__next_f.push([1,"广州 → 北京 ¥450 🛫"])'),
      sha('go("Zürich")'),
      sha(''),
      sha('{"name":"云雀航空"}'),
    ]);
  });
});

describe('withScriptHashes', () => {
  it("replaces 'unsafe-inline' in script-src only, and keeps the other sources and directives", () => {
    expect(withScriptHashes(POLICY, ["'sha256-AA=='", "'sha256-BB=='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-AA==' 'sha256-BB=='; style-src 'self' 'unsafe-inline'",
    );
    expect(withScriptHashes("script-src 'self' 'unsafe-inline' 'unsafe-eval'", [])).toBe(
      "script-src 'self' 'unsafe-eval'",
    );
  });

  it('leaves a policy without script-src as it is', () => {
    expect(withScriptHashes("default-src 'none'; frame-ancestors 'none'", ["'sha256-AA=='"])).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('exactScriptPolicy on a live server', () => {
  let server: Server;
  let base: string;
  let handler: (req: IncomingMessage, res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      exactScriptPolicy(req, res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const page: [string, string, string] = [
    '<html><body><script>one()</script>',
    '<p>hi</p><script>two()</script>',
    '</body></html>',
  ];

  it('holds a streamed HTML page and sends it whole with its scripts hashed', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.flushHeaders();
      res.write(page[0]);
      setTimeout(() => {
        res.write(Buffer.from(page[1]));
        res.end(page[2]);
      }, 5);
    };
    const response = await fetch(`${base}/zh-CN`);
    expect(await response.text()).toBe(page.join(''));
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha('one()')} ${sha('two()')}; style-src 'self' 'unsafe-inline'`,
    );
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(page.join(''))));
  });

  it('reads a document with an ETag once: the same ETag gets the same hashes without reading it again', async () => {
    let body = '<html><script>first()</script></html>';
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('etag', '"same-bytes"');
      res.end(body);
    };
    const first = await fetch(`${base}/zh-CN/cached`);
    expect(first.headers.get('content-security-policy')).toContain(sha('first()'));
    // Not what Next would do (one ETag, other bytes): it shows the second answer's scripts were not read.
    body = '<html><script>second()</script></html>';
    const again = await fetch(`${base}/zh-CN/cached`);
    expect(await again.text()).toBe(body);
    expect(again.headers.get('content-security-policy')).toContain(sha('first()'));
    expect(again.headers.get('content-security-policy')).not.toContain(sha('second()'));
    // Without an ETag every answer is read.
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', POLICY);
      res.end(body);
    };
    expect((await fetch(`${base}/zh-CN/fresh`)).headers.get('content-security-policy')).toContain(sha('second()'));
  });

  it('keeps a status and headers given to writeHead', async () => {
    handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'content-security-policy': POLICY, 'x-extra': '1' });
      res.end('<script>missing()</script>');
    };
    const response = await fetch(`${base}/zh-CN/nowhere`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-extra')).toBe('1');
    expect(response.headers.get('content-security-policy')).toContain(sha('missing()'));
  });

  it("reads a page Next's compression gzipped, and sends it still gzipped", async () => {
    const compress = compression();
    handler = (req, res) =>
      compress(req, res, () => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-security-policy', POLICY);
        res.write(page[0] + page[1].repeat(200));
        res.end(page[2]);
      });
    const response = await fetch(`${base}/en-US`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page[0] + page[1].repeat(200) + page[2]);
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${sha('one()')} ${sha('two()')}; style-src 'self' 'unsafe-inline'`,
    );
  });

  it('passes through, untouched and streamed, anything that is not an HTML page with a policy', async () => {
    const gz = gzipSync('{"ok":true}');
    handler = (req, res) => {
      if (req.url === '/api') {
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-encoding', 'gzip');
        res.end(gz);
      } else {
        res.setHeader('content-type', 'text/html');
        res.end('<script>bare()</script>');
      }
    };
    const api = await fetch(`${base}/api`);
    expect(await api.json()).toEqual({ ok: true });
    const bare = await fetch(`${base}/bare`);
    expect(bare.headers.get('content-security-policy')).toBeNull();
    expect(await bare.text()).toBe('<script>bare()</script>');
  });

  it('sends the page with the policy it had when its body cannot be read', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-security-policy', POLICY);
      res.end('not gzip at all');
    };
    const response = await fetch(`${base}/broken`);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    await response.arrayBuffer().catch(() => undefined);
  });
});
