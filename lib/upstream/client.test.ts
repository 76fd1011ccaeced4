import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FormData as UndiciFormData } from 'undici';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import type { UpstreamContext } from './context';

jest.mock('server-only', () => ({}));

/**
 * callUpstream against a real HTTP server on 127.0.0.1 standing in for airline-api: what a route handler
 * gets back for each way the upstream can answer, and how many requests the upstream saw.
 */

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

let server: Server;
let handler: Handler;
let seen: Seen[];
let callUpstream: typeof import('./client').callUpstream;
let bffFrom: typeof import('@/lib/bff-server/respond').bffFrom;

const context: UpstreamContext = {
  language: 'en_US',
  currency: 'CNY',
  channel: 'B2C',
  deviceId: 'device-1',
  token: 'member-token-0123456789',
  clientIp: '203.0.113.7',
  requestId: 'req-1',
};
const Data = z.object({ n: z.number() });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, seen.length);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // lib/env reads the environment once, on the first call: set before the modules run.
  process.env.AIRLINE_API_URL = `http://127.0.0.1:${port}`;
  process.env.SESSION_SECRET ??= 'a-test-secret-of-at-least-32-characters!';
  process.env.UPSTREAM_TIMEOUT_MS = '2000';
  process.env.LOG_LEVEL = 'silent';
  ({ callUpstream } = await import('./client'));
  ({ bffFrom } = await import('@/lib/bff-server/respond'));
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  seen = [];
});

const get = (timeoutMs?: number) =>
  callUpstream({ method: 'GET', path: '/x/list', query: { a: 1, b: ['p', 'q'] }, data: Data, context, timeoutMs });
const post = (timeoutMs?: number) =>
  callUpstream({
    method: 'POST',
    path: '/x/reserve',
    body: { fareIds: ['F1'] },
    data: Data,
    context,
    timeoutMs,
    idempotencyKey: 'key-1',
  });

describe('callUpstream: a good answer', () => {
  it('answers the parsed data and sends the query, body and context headers', async () => {
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'success', data: { n: 7 } });
    expect(await get()).toEqual({ ok: true, data: { n: 7 } });
    expect(await post()).toEqual({ ok: true, data: { n: 7 } });
    const [g, p] = seen;
    expect(g).toMatchObject({ method: 'GET', url: '/x/list?a=1&b=p&b=q', body: '' });
    expect(p).toMatchObject({ method: 'POST', url: '/x/reserve', body: '{"fareIds":["F1"]}' });
    expect(p!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
      'x-member-token': 'member-token-0123456789',
    });
  });
});

describe('callUpstream: a multipart body (docs/decisions/0019-multipart-uploads.md)', () => {
  const upload = (body: unknown, timeoutMs?: number) =>
    callUpstream({ method: 'POST', path: '/x/upload', body, data: Data, context, timeoutMs });

  it('sends a FormData as it is, with its own boundary, the same headers, and parses the envelope', async () => {
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'success', data: { n: 3 } });
    const form = new UndiciFormData();
    form.append('number', 'S2026001');
    form.append('images', new Blob([Buffer.from('first picture')], { type: 'image/png' }), 'image-1');
    form.append('images', new Blob([Buffer.from('second picture')], { type: 'image/jpeg' }), 'image-2');
    expect(await upload(form)).toEqual({ ok: true, data: { n: 3 } });
    const [p] = seen;
    const type = String(p!.headers['content-type']);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(p!.headers).toMatchObject({ 'x-member-token': 'member-token-0123456789', 'x-forwarded-for': '203.0.113.7' });
    // What airline-api's parser reads back: the fields and both files, in order, with their types.
    const parsed = await new Response(p!.body, { headers: { 'content-type': type } }).formData();
    expect(parsed.get('number')).toBe('S2026001');
    const files = parsed.getAll('images') as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ['image-1', 'image/png'],
      ['image-2', 'image/jpeg'],
    ]);
    expect(await files[1]!.text()).toBe('second picture');
  });

  it("takes Node's own FormData too, and keeps the refusals, timeouts and one attempt of a POST", async () => {
    handler = (_req, res) => json(res, 413, { code: ResultCode.UPLOAD_TOO_LARGE, msg: 'too large' });
    const form = new FormData();
    form.append('documentId', 'D1');
    expect(await upload(form)).toEqual({ ok: false, code: ResultCode.UPLOAD_TOO_LARGE, msg: 'too large' });
    expect(String(seen[0]!.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="documentId"');
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, { code: '0', msg: 'success', data: { n: 1 } }), 1500).unref();
    };
    expect(await upload(form, 200)).toEqual({ ok: false, code: ResultCode.UPSTREAM_TIMEOUT, msg: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(2);
  });
});

describe('callUpstream: timeouts', () => {
  // Answers after the caller has given up; the socket is closed by afterAll at the latest.
  const tooSlow: Handler = (_req, res) => {
    setTimeout(() => json(res, 200, { code: '0', msg: 'success', data: { n: 1 } }), 1500).unref();
  };

  it('a GET that takes too long is UPSTREAM_TIMEOUT after one retry', async () => {
    handler = tooSlow;
    const started = Date.now();
    expect(await get(200)).toEqual({ ok: false, code: ResultCode.UPSTREAM_TIMEOUT, msg: 'timeout' });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('a POST that takes too long is UPSTREAM_TIMEOUT and is never sent twice', async () => {
    handler = tooSlow;
    expect(await post(200)).toEqual({ ok: false, code: ResultCode.UPSTREAM_TIMEOUT, msg: 'timeout' });
    // Give a stray second attempt the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(1);
  });
});

describe('callUpstream: retries', () => {
  const flaky: Handler = (_req, res, attempt) =>
    attempt === 1
      ? (res.writeHead(502, { 'content-type': 'text/html' }), res.end('<html>Bad Gateway</html>'))
      : json(res, 200, { code: '0', msg: 'success', data: { n: 2 } });

  it('a GET that meets a 5xx once is retried and answers the second reply', async () => {
    handler = flaky;
    expect(await get()).toEqual({ ok: true, data: { n: 2 } });
    expect(seen).toHaveLength(2);
  });

  it('a POST that meets a 5xx is UPSTREAM_UNAVAILABLE without a second request', async () => {
    handler = flaky;
    expect(await post()).toEqual({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' });
    expect(seen).toHaveLength(1);
  });

  it('a GET answered INTERNAL twice is UPSTREAM_UNAVAILABLE, without the upstream text or data', async () => {
    handler = (_req, res) =>
      json(res, 500, { code: ResultCode.INTERNAL, msg: 'TypeError at db.ts:42', data: { stack: 'secret' } });
    const result = await get();
    expect(result).toEqual({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' });
    expect(seen).toHaveLength(2);
  });

  it('a refusal is an answer, not a failure to retry', async () => {
    handler = (_req, res) => json(res, 404, { code: ResultCode.NOT_FOUND, msg: 'Not found' });
    expect(await get()).toEqual({ ok: false, code: ResultCode.NOT_FOUND, msg: 'Not found' });
    expect(seen).toHaveLength(1);
  });

  it('a GET to an upstream that is not listening is UPSTREAM_UNAVAILABLE', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const result = await callUpstream({ method: 'GET', path: `http://127.0.0.1:${port}/x`, data: Data, context });
    expect(result).toEqual({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' });
  });
});

describe('callUpstream: answers that cannot be read', () => {
  it('a 200 whose body is not JSON is UPSTREAM_BAD_RESPONSE, not retried', async () => {
    handler = (_req, res) => (res.writeHead(200, { 'content-type': 'text/plain' }), res.end('OK'));
    expect(await get()).toEqual({ ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' });
    expect(seen).toHaveLength(1);
  });

  it('JSON that is not an envelope of the closed code list is UPSTREAM_BAD_RESPONSE', async () => {
    for (const body of [{ n: 7 }, { code: '1234567', msg: 'new code' }, { code: '0' }]) {
      handler = (_req, res) => json(res, 200, body);
      expect(await post()).toEqual({ ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' });
    }
  });

  it('success whose data breaks the contract is UPSTREAM_BAD_RESPONSE, not retried', async () => {
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'success', data: { n: 'seven' } });
    expect(await get()).toEqual({ ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' });
    expect(seen).toHaveLength(1);
  });
});

describe('callUpstream: refusals keep their data', () => {
  const issues = { fields: [{ path: 'passengers.0.certificateNumber', key: 'certificateInvalid' }] };

  it("a rule refusal answers its code with the envelope's data", async () => {
    handler = (_req, res) =>
      json(res, 400, { code: ResultCode.PASSENGER_INVALID, msg: 'passenger 1: bad id', data: issues });
    expect(await post()).toEqual({
      ok: false,
      code: ResultCode.PASSENGER_INVALID,
      msg: 'passenger 1: bad id',
      data: issues,
    });
  });

  it('a refusal without data has none', async () => {
    for (const body of [
      { code: ResultCode.SEND_TOO_FREQUENT, msg: 'too often' },
      { code: ResultCode.SEND_TOO_FREQUENT, msg: 'too often', data: null },
    ]) {
      handler = (_req, res) => json(res, 429, body);
      const result = await post();
      expect(result).toEqual({ ok: false, code: ResultCode.SEND_TOO_FREQUENT, msg: 'too often' });
      expect(result).not.toHaveProperty('data');
    }
  });

  it("the browser gets the BFF's own message for the code, never airline-api's text", async () => {
    handler = (_req, res) =>
      json(res, 400, { code: ResultCode.PASSENGER_INVALID, msg: 'upstream detail: row 17', data: issues });
    const response = bffFrom(await post(), 'en-US');
    const body = (await response.json()) as { code: string; msg: string };
    expect(response.status).toBe(400);
    expect(body.code).toBe(ResultCode.PASSENGER_INVALID);
    expect(body.msg).toBe('Passenger information is incorrect, please check it');
    expect(JSON.stringify(body)).not.toContain('upstream detail');
  });
});

describe('callUpstream: a path that would not reach the path it names (issue 29 §5)', () => {
  const at = (path: string) => callUpstream({ method: 'POST', path, body: {}, data: Data, context });

  it('never sends a path with a dot segment, which the URL parser would walk up', async () => {
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'success', data: { n: 1 } });
    for (const path of ['/x/orders/../offer', '/x/orders/./offer', '/x/orders/%2e%2E/offer', '/x/..']) {
      expect([path, await at(path)]).toEqual([path, { ok: false, code: ResultCode.BAD_REQUEST, msg: 'bad path' }]);
    }
    expect(seen).toEqual([]);
  });

  it('never sends a segment longer than airline-api reads (its 414), and sends one at the limit', async () => {
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'success', data: { n: 1 } });
    expect(await at(`/x/documents/${'a'.repeat(101)}/file`)).toMatchObject({ ok: false, code: ResultCode.BAD_REQUEST });
    expect(seen).toEqual([]);
    expect(await at(`/x/documents/${'a'.repeat(100)}/file`)).toEqual({ ok: true, data: { n: 1 } });
    expect(seen).toHaveLength(1);
  });

  it('an upstream 414 is a bad request of the visitor, not an unavailable upstream', async () => {
    handler = (_req, res) => json(res, 414, { statusCode: 414, error: 'URI Too Long', message: 'URI Too Long' });
    expect(await at('/x/documents/a/file')).toMatchObject({ ok: false, code: ResultCode.BAD_REQUEST });
  });
});
