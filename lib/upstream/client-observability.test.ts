import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { webCounters } from '@/lib/web-counters';
import { runAsRequest } from '@/lib/request-id';
import type { UpstreamContext } from './context';

jest.mock('server-only', () => ({}));

// Decision 58: the request's id reaches airline-api even from a cached page's public context, and the calls the
// airline could not answer are counted for the web's /metrics (refusals are answers, not failures).
let server: Server;
let status = 200;
let body: unknown = { code: '0', msg: 'success', data: {} };
let seenIds: (string | undefined)[] = [];
let callUpstream: typeof import('./client').callUpstream;

const publicContext: UpstreamContext = { language: 'en_US', currency: 'CNY', channel: 'B2C', deviceId: 'public' };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seenIds.push(req.headers['x-request-id'] as string | undefined);
    req.resume();
    req.on('end', () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.env.AIRLINE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET ??= 'a-test-secret-of-at-least-32-characters!';
  process.env.LOG_LEVEL = 'silent';
  ({ callUpstream } = await import('./client'));
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

const post = (context: UpstreamContext = publicContext) =>
  callUpstream({ method: 'POST', path: '/x', body: {}, data: z.object({}), context });
const inRequest = runAsRequest;

it('forwards the current request’s id when the context names none, and the context’s own first', async () => {
  seenIds = [];
  status = 200;
  body = { code: '0', msg: 'success', data: {} };
  await inRequest('page-req-1', () => post());
  await inRequest('page-req-2', () => post({ ...publicContext, requestId: 'bff-req-9' }));
  await post();
  expect(seenIds).toEqual(['page-req-1', 'bff-req-9', undefined]);
});

it('counts a call the airline could not answer once, by code, and no refusal', async () => {
  const before = { ...webCounters().upstreamFailures };
  status = 500;
  body = { code: ResultCode.INTERNAL, msg: 'boom' };
  expect(await post()).toMatchObject({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE });
  status = 400;
  body = { code: ResultCode.BAD_REQUEST, msg: 'no' };
  expect(await post()).toMatchObject({ ok: false, code: ResultCode.BAD_REQUEST });
  const after = webCounters().upstreamFailures;
  expect((after[ResultCode.UPSTREAM_UNAVAILABLE] ?? 0) - (before[ResultCode.UPSTREAM_UNAVAILABLE] ?? 0)).toBe(1);
  expect(after[ResultCode.BAD_REQUEST]).toBeUndefined();
});
