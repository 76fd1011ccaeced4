import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import { getOperation, postOperation } from '@/lib/bff-client/operation';
import { bffOk } from './respond';
import { BODY_MAX_BYTES, bffRoute } from './route';

jest.mock('server-only', () => ({}));

const requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => undefined }),
}));
let maintenanceOn = false;
const logged = jest.fn();
jest.mock('@/lib/logger', () => ({ logger: { error: (...args: unknown[]) => logged(...args) } }));
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: async () => maintenanceOn }));
let session: { memberId: string; token: string } | null = null;
const destroySession = jest.fn(async () => undefined);
jest.mock('@/lib/session', () => ({
  readSession: async () => session,
  destroySession: () => destroySession(),
}));

process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.TRUST_PROXY = '1';
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const SITE = 'http://shop.test';
const echo = postOperation<{ name: string }, { hello: string }>('/api/test/echo');
const read = getOperation<{ page: number }, { page: number }>('/api/test/read');

function post(body: unknown, init: { origin?: string | null; ip?: string } = {}) {
  requestHeaders.set('x-forwarded-for', init.ip ?? '127.0.0.2');
  requestHeaders.set('x-sf-locale', 'en-US');
  const headers: Record<string, string> = {
    host: 'shop.test',
    'content-type': 'application/json',
    'x-sf-locale': 'en-US',
  };
  if (init.origin !== null) headers.origin = init.origin ?? SITE;
  return new Request(`${SITE}/api/test/echo`, { method: 'POST', headers, body: JSON.stringify(body) });
}
const noParams = { params: Promise.resolve({}) };
const envelope = async (response: Response) => ({ status: response.status, ...(await response.json()) });

beforeEach(() => {
  maintenanceOn = false;
  session = null;
  destroySession.mockClear();
});

describe('bffRoute (docs/architecture.md "A BFF route")', () => {
  const handler = jest.fn(async ({ body }: { body: { name: string } }) => bffOk({ hello: body.name }));
  const route = bffRoute(echo, { body: z.object({ name: z.string().min(1) }) }, handler);

  beforeEach(() => handler.mockClear());

  it('answers the handler for an allowed POST from the site', async () => {
    expect(await envelope(await route(post({ name: 'Li' }), noParams))).toMatchObject({
      status: 200,
      code: '0',
      data: { hello: 'Li' },
    });
  });

  it('refuses a POST from another origin or none before the handler runs (CSRF)', async () => {
    for (const origin of ['http://evil.test', null]) {
      const answer = await envelope(await route(post({ name: 'Li' }, { origin }), noParams));
      expect(answer.code).toBe(ResultCode.FORBIDDEN_ORIGIN);
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers the maintenance code while the switch is on, unless the route opts out', async () => {
    maintenanceOn = true;
    expect((await envelope(await route(post({ name: 'Li' }), noParams))).code).toBe(ResultCode.MAINTENANCE);
    const open = bffRoute(echo, { maintenance: false }, async () => bffOk({ hello: 'still here' }));
    expect((await envelope(await open(post({}), noParams))).data).toEqual({ hello: 'still here' });
  });

  it('answers a refused body with its localized field keys and never calls the handler', async () => {
    const answer = await envelope(await route(post({ name: '' }), noParams));
    expect(answer).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { name: 'nameRequired' } },
    });
    expect(answer.msg).not.toBe('');
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads a body that is not JSON as an empty one', async () => {
    const request = new Request(`${SITE}/api/test/echo`, {
      method: 'POST',
      headers: { host: 'shop.test', origin: SITE },
      body: 'not json',
    });
    expect((await envelope(await route(request, noParams))).data).toEqual({ fieldErrors: { name: 'nameRequired' } });
  });

  describe('a bounded body', () => {
    const headers = { host: 'shop.test', origin: SITE, 'content-type': 'application/json', 'x-sf-locale': 'en-US' };
    /** A body of `total` bytes in 16 kB chunks, with no content-length (chunked); counts what was read. */
    function streamed(total: number) {
      const read = { bytes: 0, cancelled: false };
      const chunk = new TextEncoder().encode(`{"name":"${'x'.repeat(16 * 1024 - 9)}`);
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (read.bytes >= total) return controller.close();
            read.bytes += chunk.byteLength;
            controller.enqueue(chunk);
          },
          cancel() {
            read.cancelled = true;
          },
        },
        { highWaterMark: 0 }, // nothing is pulled until the route reads
      );
      const request = new Request(`${SITE}/api/test/echo`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit);
      return { request, read };
    }

    it('refuses a declared content-length over the cap before reading anything', async () => {
      const { request, read } = streamed(200 * 1024 * 1024);
      request.headers.set('content-length', String(200 * 1024 * 1024));
      const answer = await envelope(await route(request, noParams));
      expect(answer).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
      expect(answer.msg).toMatch(/[A-Za-z]/); // localized (en-US), not upstream text
      expect(read.bytes).toBe(0);
      expect(handler).not.toHaveBeenCalled();
    });

    it('stops reading a chunked body at the cap and answers BAD_REQUEST', async () => {
      const { request, read } = streamed(200 * 1024 * 1024);
      const answer = await envelope(await route(request, noParams));
      expect(answer).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
      expect(read.bytes).toBeLessThanOrEqual(BODY_MAX_BYTES + 64 * 1024);
      expect(read.cancelled).toBe(true);
      expect(handler).not.toHaveBeenCalled();
    });

    it('still reads a body just under the cap', async () => {
      const name = 'x'.repeat(BODY_MAX_BYTES - 20);
      const request = new Request(`${SITE}/api/test/echo`, { method: 'POST', headers, body: JSON.stringify({ name }) });
      expect((await envelope(await route(request, noParams))).data).toEqual({ hello: name });
    });

    it('lets an upload route take its own larger cap, answered with its own code beyond it', async () => {
      const upload = bffRoute(
        echo,
        {
          body: z.object({ name: z.string() }),
          bodyLimit: { bytes: 3_000_000, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
        },
        async ({ body }) => bffOk({ hello: String(body.name.length) }),
      );
      const photo = (size: number) =>
        new Request(`${SITE}/api/test/echo`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'x'.repeat(size) }),
        });
      expect((await envelope(await upload(photo(2_800_000), noParams))).data).toEqual({ hello: '2800000' });
      const declared = photo(3_100_000);
      expect(await envelope(await upload(declared, noParams))).toMatchObject({
        status: 413,
        code: ResultCode.UPLOAD_TOO_LARGE,
      });
      const { request, read } = streamed(50 * 1024 * 1024);
      expect((await envelope(await upload(request, noParams))).code).toBe(ResultCode.UPLOAD_TOO_LARGE);
      expect(read.bytes).toBeLessThanOrEqual(3_000_000 + 64 * 1024);
    });
  });

  describe('a multipart body (multipart: true, docs/decisions/0019-multipart-uploads.md)', () => {
    const CAP = 1_000_000;
    const upload = postOperation<{ name: string; images: File[] }, { name: string; sizes: number[] }>(
      '/api/test/upload',
    );
    const uploadHandler = jest.fn(async ({ body, files }: { body: { name: string }; files: Record<string, File[]> }) =>
      bffOk({ name: body.name, sizes: (files.images ?? []).map((file) => file.size) }),
    );
    const uploadRoute = bffRoute(
      upload,
      {
        multipart: true,
        body: z.object({ name: z.string().min(1) }),
        bodyLimit: { bytes: CAP, tooLarge: ResultCode.UPLOAD_TOO_LARGE },
      },
      uploadHandler,
    );
    const form = (name: string | string[], ...sizes: number[]) => {
      const data = new FormData();
      for (const value of [name].flat()) data.append('name', value);
      sizes.forEach((size, i) =>
        data.append('images', new File([new Uint8Array(size)], `${i}.png`, { type: 'image/png' })),
      );
      return data;
    };
    const send = (body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
      uploadRoute(
        new Request(`${SITE}/api/test/upload`, {
          method: 'POST',
          headers: { host: 'shop.test', origin: SITE, 'x-sf-locale': 'en-US', ...headers },
          body,
          duplex: 'half',
        } as RequestInit),
        noParams,
      );

    beforeEach(() => uploadHandler.mockClear());

    it('gives the handler the text fields parsed by the schema and the files in the order sent', async () => {
      expect(await envelope(await send(form('Li', 10, 20, 30)))).toMatchObject({
        status: 200,
        data: { name: 'Li', sizes: [10, 20, 30] },
      });
      const refused = await envelope(await send(form('')));
      expect(refused).toMatchObject({
        status: 400,
        code: ResultCode.BAD_REQUEST,
        data: { fieldErrors: { name: 'nameRequired' } },
      });
      // A repeated text field is a list, which the schema refuses.
      expect((await envelope(await send(form(['Li', 'Wang'])))).code).toBe(ResultCode.BAD_REQUEST);
      expect(uploadHandler).toHaveBeenCalledTimes(1);
    });

    it('refuses another origin before reading the body (CSRF)', async () => {
      const answer = await envelope(await send(form('Li', 10), { origin: 'http://evil.test' }));
      expect(answer.code).toBe(ResultCode.FORBIDDEN_ORIGIN);
      expect(uploadHandler).not.toHaveBeenCalled();
    });

    it('refuses a declared content-length over the cap before reading anything, with its own code', async () => {
      const read = { bytes: 0 };
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read.bytes += 16_384;
            controller.enqueue(new Uint8Array(16_384));
          },
        },
        { highWaterMark: 0 },
      );
      const answer = await envelope(
        await send(body, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(CAP + 1) }),
      );
      expect(answer).toMatchObject({ status: 413, code: ResultCode.UPLOAD_TOO_LARGE });
      expect(read.bytes).toBe(0);
      expect(uploadHandler).not.toHaveBeenCalled();
    });

    it('stops reading an undeclared (chunked) body at the cap', async () => {
      const read = { bytes: 0, cancelled: false };
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read.bytes += 16_384;
            controller.enqueue(new Uint8Array(16_384));
          },
          cancel() {
            read.cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
      const answer = await envelope(await send(body, { 'content-type': 'multipart/form-data; boundary=x' }));
      expect(answer.code).toBe(ResultCode.UPLOAD_TOO_LARGE);
      expect(read.bytes).toBeLessThanOrEqual(CAP + 64 * 1024);
      expect(read.cancelled).toBe(true);
    });

    it('refuses a missing or another content type, and a body that is not multipart, as BAD_REQUEST', async () => {
      const json = JSON.stringify({ name: 'Li' });
      for (const [body, headers] of [
        [json, { 'content-type': 'application/json' }],
        [json, {}],
        ['name=Li', { 'content-type': 'application/x-www-form-urlencoded' }],
        ['not a multipart body', { 'content-type': 'multipart/form-data; boundary=x' }],
      ] as const) {
        const answer = await envelope(await send(body, headers));
        expect(answer).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
      }
      expect(uploadHandler).not.toHaveBeenCalled();
    });

    it('leaves JSON routes as they were: no files, and a multipart body reads as an empty one', async () => {
      const answer = await envelope(
        await route(
          new Request(`${SITE}/api/test/echo`, {
            method: 'POST',
            headers: { host: 'shop.test', origin: SITE },
            body: form('Li'),
          }),
          noParams,
        ),
      );
      expect(answer).toMatchObject({ code: ResultCode.BAD_REQUEST, data: { fieldErrors: { name: 'nameRequired' } } });
    });
  });

  it("parses the query and answers the route's own code for a refused segment", async () => {
    const list = bffRoute(read, { query: z.object({ page: z.coerce.number().int().min(1) }) }, async ({ query }) =>
      bffOk({ page: query.page }),
    );
    const get = (q: string) => new Request(`${SITE}/api/test/read?${q}`, { headers: { host: 'shop.test' } });
    expect((await envelope(await list(get('page=2'), noParams))).data).toEqual({ page: 2 });
    expect((await envelope(await list(get('page=0'), noParams))).code).toBe(ResultCode.BAD_REQUEST);

    const byNo = bffRoute(
      getOperation<{ orderNo: string }, { orderNo: string }>('/api/test/[orderNo]'),
      { params: z.object({ orderNo: z.string().regex(/^YQ\d+$/) }), invalid: ResultCode.ORDER_NOT_FOUND },
      async ({ params }) => bffOk({ orderNo: params.orderNo }),
    );
    const bad = await byNo(get(''), { params: Promise.resolve({ orderNo: 'nope' }) });
    expect((await envelope(bad)).code).toBe(ResultCode.ORDER_NOT_FOUND);
    const good = await byNo(get(''), { params: Promise.resolve({ orderNo: 'YQ1' }) });
    expect((await envelope(good)).data).toEqual({ orderNo: 'YQ1' });
  });

  it('refuses a member route without a session, and ends the session when airline-api refuses the token', async () => {
    const mine = bffRoute(echo, { member: true }, async ({ reply }) =>
      reply({ ok: false, code: ResultCode.NOT_LOGGED_IN, msg: 'token expired' }),
    );
    expect((await envelope(await mine(post({}), noParams))).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(destroySession).not.toHaveBeenCalled();
    session = { memberId: 'M1', token: 't' };
    const answer = await envelope(await mine(post({}), noParams));
    expect(answer.code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(answer.msg).not.toBe('token expired');
    expect(destroySession).toHaveBeenCalledTimes(1);
  });

  it('counts limits per visitor: one visitor over the limit does not stop another', async () => {
    const limited = bffRoute(
      echo,
      { body: z.object({ name: z.string() }), limit: ({ ip }) => (ip ? [{ key: `test:${ip}`, limit: 2 }] : []) },
      async () => bffOk({ hello: 'ok' }),
    );
    for (let i = 0; i < 2; i += 1)
      expect((await limited(post({ name: 'a' }, { ip: '127.0.0.2' }), noParams)).status).toBe(200);
    const refused = await limited(post({ name: 'a' }, { ip: '127.0.0.2' }), noParams);
    expect((await envelope(refused)).code).toBe(ResultCode.RATE_LIMITED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited(post({ name: 'a' }, { ip: '127.0.0.3' }), noParams)).status).toBe(200);
  });

  it('gives the hits back when the handler says so (a login that succeeded)', async () => {
    const refunding = bffRoute(echo, { limit: () => [{ key: 'test:refund', limit: 1 }] }, async ({ refundLimits }) => {
      await refundLimits();
      return bffOk({ hello: 'ok' });
    });
    for (let i = 0; i < 3; i += 1) expect((await refunding(post({}), noParams)).status).toBe(200);
  });

  it('answers an unexpected exception with the generic code and nothing of the error', async () => {
    const broken = bffRoute(echo, {}, async () => {
      throw new Error('database password is hunter2');
    });
    const answer = await envelope(await broken(post({}), noParams));
    expect(answer.code).toBe(ResultCode.INTERNAL);
    expect(answer.msg).toMatch(/[A-Za-z]/); // in the caller's language (en-US here), not the default zh-CN
    expect(JSON.stringify(answer)).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('refuses a method the operation does not declare', async () => {
    const get = new Request(`${SITE}/api/test/echo`, { headers: { host: 'shop.test' } });
    expect((await envelope(await route(get, noParams))).code).toBe(ResultCode.BAD_REQUEST);
  });
});
