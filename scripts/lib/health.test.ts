import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveHealth, upstreamReady } from './health.mjs';

// Decision 58: the web's liveness and readiness, answered before Next.
function exchange(method = 'GET') {
  const res = new EventEmitter() as EventEmitter & { status?: number; headers?: object; body?: string };
  const done = new Promise<typeof res>((resolve) => res.once('done', () => resolve(res)));
  Object.assign(res, {
    writeHead(status: number, headers: object) {
      Object.assign(res, { status, headers });
      return res;
    },
    end(body?: string) {
      res.body = body;
      res.emit('done');
    },
  });
  return { req: { method } as IncomingMessage, res: res as unknown as ServerResponse, done };
}

describe('serveHealth', () => {
  it('answers /healthz while the process runs, uncached', async () => {
    const { req, res, done } = exchange();
    expect(serveHealth(req, res, '/healthz', { apiUrl: 'http://127.0.0.1:1', ready: jest.fn() })).toBe(true);
    const sent = await done;
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'cache-control': 'no-store' });
  });

  it('answers /readyz 200 or 503 by airline-api’s readiness', async () => {
    for (const [ok, status] of [
      [true, 200],
      [false, 503],
    ] as const) {
      const { req, res, done } = exchange();
      serveHealth(req, res, '/readyz', { apiUrl: 'http://x', ready: async () => ok });
      const sent = await done;
      expect(sent.status).toBe(status);
      if (!ok) expect(JSON.parse(sent.body!)).toEqual({ status: 'not ready', failed: ['airline-api'] });
    }
  });

  it('leaves every other path to Next', () => {
    const { req, res } = exchange();
    expect(serveHealth(req, res, '/zh-CN', { apiUrl: 'http://x' })).toBe(false);
  });
});

describe('upstreamReady', () => {
  it('asks airline-api’s /ready and is false on an error, a refused connection or a late answer', async () => {
    const asked: string[] = [];
    const fake = (status: number) => async (url: URL | RequestInfo) => {
      asked.push(String(url));
      return new Response('{}', { status });
    };
    expect(await upstreamReady('http://api:4010', 2000, fake(200) as typeof fetch)).toBe(true);
    expect(asked).toEqual(['http://api:4010/ready']);
    expect(await upstreamReady('http://api:4010', 2000, fake(503) as typeof fetch)).toBe(false);
    expect(await upstreamReady('http://127.0.0.1:1', 2000)).toBe(false);
    const never = ((_url: unknown, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new Error('late'))),
      )) as typeof fetch;
    expect(await upstreamReady('http://api', 50, never)).toBe(false);
  });
});
