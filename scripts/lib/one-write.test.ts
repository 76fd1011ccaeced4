import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { jsonInOneWrite } from './one-write.mjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the compression Next itself wraps answers in
const compression = require('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

// Decision 37: a BFF answer in JSON goes out whole, with its length, in one write, however Next hands it over.
describe('jsonInOneWrite on a live server', () => {
  let server: Server;
  let port: number;
  let handler: (req: IncomingMessage, res: ServerResponse) => void;
  let socketWrites: number;
  const counted = new WeakSet<object>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      socketWrites = 0;
      const socket = res.socket!;
      if (!counted.has(socket)) {
        // Once per socket (a kept-alive connection carries the next request too): what reaches the socket's
        // own writes, after Node's corking has joined what it could, is what goes to the kernel.
        counted.add(socket);
        const stream = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
        for (const name of ['_write', '_writev'] as const) {
          const own = stream[name].bind(socket);
          stream[name] = (...args: unknown[]) => {
            socketWrites += 1;
            return own(...args);
          };
        }
      }
      jsonInOneWrite(req, res);
      // As Next does: its compression wraps the response after the web server did.
      compression()(req, res, () => handler(req, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw answer: status, headers as sent (chunked or not) and the body bytes. */
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/x', method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  /** As Next sends a route handler's Response: the head flushed alone, then the body piped chunk by chunk. */
  const likeNext =
    (type: string, parts: string[], status = 200) =>
    (_req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = status;
      res.setHeader('content-type', type);
      res.setHeader('cache-control', 'no-store');
      res.flushHeaders();
      // Each chunk a moment after the last, as a stream's reads come.
      const next = (i: number) => {
        if (i === parts.length) return void res.end();
        res.write(i % 2 ? Buffer.from(parts[i]!) : parts[i]!);
        setImmediate(() => next(i + 1));
      };
      next(0);
    };

  const json = JSON.stringify({ code: '0', msg: 'success', data: { prices: [{ date: '2026-12-06', price: 45000 }] } });

  it('sends a JSON answer with its length, not chunked, in one socket write', async () => {
    handler = likeNext('application/json', [json.slice(0, 10), json.slice(10, 30), json.slice(30)]);
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.toString('utf8')).toBe(json);
    expect(socketWrites).toBe(1);
  });

  it('keeps the status and the headers of an error answer', async () => {
    handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' });
      res.end('{"code":"4000429","msg":"请稍后再试"}');
    };
    const answer = await get();
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body.toString('utf8')).toBe('{"code":"4000429","msg":"请稍后再试"}');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(socketWrites).toBe(1);
  });

  it('holds what the compression makes of a body big enough to compress', async () => {
    const big = JSON.stringify({ code: '0', data: Array.from({ length: 300 }, (_, i) => ({ i, price: 45000 + i })) });
    handler = likeNext('application/json', [big.slice(0, 1000), big.slice(1000)]);
    const answer = await get({ 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(gunzipSync(answer.body).toString('utf8')).toBe(big);
  });

  it('lets anything that is not JSON stream as it was', async () => {
    handler = likeNext('application/pdf', ['%PDF-1.7 ', 'page one ', 'page two']);
    const pdf = await get();
    expect(pdf.headers['transfer-encoding']).toBe('chunked');
    expect(pdf.headers['content-length']).toBeUndefined();
    expect(pdf.body.toString('utf8')).toBe('%PDF-1.7 page one page two');
    expect(socketWrites).toBeGreaterThan(1);

    handler = likeNext('text/event-stream', ['data: 1\n\n', 'data: 2\n\n']);
    const events = await get();
    expect(events.headers['transfer-encoding']).toBe('chunked');
    expect(events.body.toString('utf8')).toBe('data: 1\n\ndata: 2\n\n');
  });

  it('leaves a HEAD request to Node', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end();
    };
    const answer = await get({}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});
