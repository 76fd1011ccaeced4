import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { redisAnswers, serveHealth, upstreamReady } from './health.mjs';

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

  it('with REDIS_URL, /readyz is 503 naming redis while Redis does not answer, and 200 once it does', async () => {
    for (const [shared, status] of [
      [false, 503],
      [true, 200],
    ] as const) {
      const { req, res, done } = exchange();
      const redis = jest.fn(async () => shared);
      serveHealth(req, res, '/readyz', {
        apiUrl: 'http://x',
        redisUrl: 'redis://r:6379',
        ready: async () => true,
        redis,
      });
      const sent = await done;
      expect(redis).toHaveBeenCalledWith('redis://r:6379');
      expect(sent.status).toBe(status);
      if (!shared) expect(JSON.parse(sent.body!)).toEqual({ status: 'not ready', failed: ['redis'] });
    }
  });

  it('without REDIS_URL, Redis is not asked', async () => {
    const { req, res, done } = exchange();
    const redis = jest.fn(async () => false);
    serveHealth(req, res, '/readyz', { apiUrl: 'http://x', ready: async () => true, redis });
    expect((await done).status).toBe(200);
    expect(redis).not.toHaveBeenCalled();
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

describe('redisAnswers', () => {
  it('is true for a server that answers PING, even refusing without a password, and false for no server', async () => {
    for (const reply of ['+PONG\r\n', '-NOAUTH Authentication required.\r\n']) {
      const server = net.createServer((socket) => socket.once('data', () => socket.end(reply)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      try {
        expect(await redisAnswers(`redis://127.0.0.1:${port}`)).toBe(true);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
    expect(await redisAnswers('redis://127.0.0.1:1', 500)).toBe(false);
    expect(await redisAnswers('not a url')).toBe(false);
  });
});
