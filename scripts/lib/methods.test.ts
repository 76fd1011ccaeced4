import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refuseUnknownMethod } from './methods.mjs';

// Issue 29 §5: TRACE and other methods the site never serves answer 405 before Next, never a 500.
describe('refuseUnknownMethod on a live server', () => {
  let server: Server;
  let port: number;
  let passedOn: string[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (refuseUnknownMethod(req, res)) return;
      passedOn.push(req.method ?? '');
      res.end('next');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });
  beforeEach(() => (passedOn = []));

  const send = (method: string, path = '/zh-CN') =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers TRACE, PROPFIND, LINK and SEARCH with 405 and the methods it serves', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LINK', 'SEARCH', 'MKCOL']) {
      for (const path of ['/zh-CN', '/api/orders/lookup', '/nowhere']) {
        expect([method, path, await send(method, path)]).toEqual([
          method,
          path,
          { status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', body: 'Method Not Allowed' },
        ]);
      }
    }
    expect(passedOn).toEqual([]);
  });

  it('passes the methods the site serves on to Next', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await send(method)).status).toBe(200);
    }
    expect(passedOn).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  });
});
