// A small fault proxy on loopback (decision 62): passes requests to `target` until told to misbehave — hang (never
// answer), slow (answer after a pause), fail (a 5xx of its own) or garbage (200 with a body that is not JSON) — so
// the fault suite can show what a visitor sees when the airline's systems do each of these.
import { createServer, request } from 'node:http';

export function startFaultProxy({ port, target }) {
  let mode = { kind: 'pass' };
  const upstream = new URL(target);
  const held = new Set();

  const pass = (req, res) => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    switch (mode.kind) {
      case 'hang':
        held.add(res);
        res.on('close', () => held.delete(res));
        req.resume();
        return;
      case 'slow':
        setTimeout(() => pass(req, res), mode.ms);
        return;
      case 'fail':
        req.resume();
        res.writeHead(mode.status, { 'content-type': 'text/html' }).end('<html><body>upstream error</body></html>');
        return;
      case 'garbage':
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"0","data":[[[ not json');
        return;
      default:
        pass(req, res);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        /** `{ kind: 'pass' | 'hang' | 'garbage' } | { kind: 'slow', ms } | { kind: 'fail', status }` */
        set(next) {
          mode = next;
          if (next.kind !== 'hang') for (const res of held) res.destroy();
        },
        stop: () =>
          new Promise((done) => {
            for (const res of held) res.destroy();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
