// For the tests of the web server's guards (methods.test.ts, request-target.test.ts): a live node:http server that
// runs one guard the way scripts/web-server.mjs does, and a client that sends it raw requests.
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GuardAnswer = { status: number; allow?: string; body: string };

/**
 * Starts a server in beforeAll (stopped in afterAll) that answers with `guard` or, when the guard lets the request
 * pass, with 'next', recording what passed (`passedOn`, emptied before each test).
 */
export function liveGuard(guard: (req: IncomingMessage, res: ServerResponse) => boolean) {
  let server: Server;
  let port = 0;
  const passedOn: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (guard(req, res)) return;
      passedOn.push(req);
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
  beforeEach(() => passedOn.splice(0));

  const send = (method: string, path: string) =>
    new Promise<GuardAnswer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { send, passedOn };
}
