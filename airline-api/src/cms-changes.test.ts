import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVALIDATE_SECRET_HEADER, webRevalidator } from './cms-changes';

const log = { info: jest.fn(), warn: jest.fn() };
const SECRET = 'a-shared-secret-of-the-two-processes';

describe('webRevalidator (decision 60)', () => {
  it('POSTs the tags with the secret to every web URL, and logs one that fails without throwing', async () => {
    const seen: { url?: string; secret?: string; body: string }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        seen.push({ url: req.url, secret: req.headers[REVALIDATE_SECRET_HEADER] as string, body });
        res.statusCode = req.url === '/refuse' ? 404 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const revalidate = webRevalidator({
        urls: [`${base}/api/internal/revalidate`, `${base}/refuse`, 'http://127.0.0.1:1/nothing'],
        secret: SECRET,
        log,
      });
      await revalidate(['cms']);
      expect(seen).toEqual([
        { url: '/api/internal/revalidate', secret: SECRET, body: '{"tags":["cms"]}' },
        { url: '/refuse', secret: SECRET, body: '{"tags":["cms"]}' },
      ]);
      expect(log.warn).toHaveBeenCalledTimes(2);
    } finally {
      server.close();
    }
  });

  it('sends nothing without URLs or without a secret', async () => {
    const send = jest.fn();
    await webRevalidator({ urls: [], secret: SECRET, log, fetch: send })(['cms']);
    await webRevalidator({ urls: ['http://web.test/x'], secret: undefined, log, fetch: send })(['cms']);
    expect(send).not.toHaveBeenCalled();
  });
});
