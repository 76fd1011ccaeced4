import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEMBER_DOCUMENT_MAX_BYTES, ResultCode } from '@/lib/contract';
import type { UpstreamContext } from './context';

jest.mock('server-only', () => ({}));

/**
 * The document download against a real HTTP server on 127.0.0.1 standing in for airline-api (spec §2
 * /member/documentDownload): the file comes back as bytes, every other answer as the code callUpstream
 * would give it, and only a transient failure is tried again.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let handler: Handler;
let seen: IncomingMessage[];
let mod: typeof import('./member-documents');

const context: UpstreamContext = {
  language: 'en_US',
  currency: 'CNY',
  channel: 'B2C',
  deviceId: 'device-1',
  token: 'member-token-0123456789',
  requestId: 'req-1',
};
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const pdf = (res: ServerResponse, bytes: Buffer, fileName = 'skylark-medif.pdf') => {
  res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-length': String(bytes.length),
    'content-disposition': `attachment; filename="${fileName}"`,
  });
  res.end(bytes);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // lib/env reads the environment once, on the first call: set before the module runs.
  process.env.AIRLINE_API_URL = `http://127.0.0.1:${port}`;
  process.env.SESSION_SECRET ??= 'a-test-secret-of-at-least-32-characters!';
  process.env.UPSTREAM_TIMEOUT_MS = '1000';
  process.env.LOG_LEVEL = 'silent';
  mod = await import('./member-documents');
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen = [];
});

describe('memberDocumentFile', () => {
  it("answers the file's bytes and type, asked with the member's token, language and request id", async () => {
    handler = (_req, res) => pdf(res, PDF);
    const result = await mod.memberDocumentFile(context, 'medif');
    expect(result).toEqual({
      ok: true,
      data: { bytes: PDF, contentType: 'application/pdf', fileName: 'skylark-medif.pdf' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/member/api/member/b2c/documents/medif/file');
    expect(seen[0]!.headers).toMatchObject({
      'x-member-token': context.token,
      'x-language': 'en_US',
      'x-request-id': 'req-1',
    });
  });

  it('keeps only a file name the contract allows, else names the file by its id', async () => {
    for (const [given, kept] of [
      ['a.pdf', 'a.pdf'],
      ['../etc/passwd', 'medif.pdf'],
      ['表格.pdf', 'medif.pdf'],
      ['a"b.pdf', 'medif.pdf'],
      ['', 'medif.pdf'],
    ]) {
      handler = (_req, res) => pdf(res, PDF, given);
      const result = await mod.memberDocumentFile(context, 'medif');
      expect(result.ok && result.data.fileName).toBe(kept);
    }
  });

  it('encodes the id into the path', async () => {
    handler = (_req, res) => json(res, 404, { code: ResultCode.NOT_FOUND, msg: 'x' });
    await mod.memberDocumentFile(context, 'a/b');
    expect(seen[0]!.url).toBe('/member/api/member/b2c/documents/a%2Fb/file');
  });

  it('passes a refusal’s code on without trying again', async () => {
    for (const code of [ResultCode.NOT_LOGGED_IN, ResultCode.TOKEN_EXPIRED, ResultCode.NOT_FOUND]) {
      seen = [];
      handler = (_req, res) => json(res, code === ResultCode.NOT_FOUND ? 404 : 401, { code, msg: 'x' });
      expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ ok: false, code });
      expect(seen).toHaveLength(1);
    }
  });

  it('reads an internal error or a bad gateway as unavailable, and tries a GET once more', async () => {
    handler = (_req, res) => json(res, 500, { code: ResultCode.INTERNAL, msg: 'x' });
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ code: ResultCode.UPSTREAM_UNAVAILABLE });
    expect(seen).toHaveLength(2);
    seen = [];
    handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ code: ResultCode.UPSTREAM_UNAVAILABLE });
    expect(seen).toHaveLength(2);
    // The second try may succeed.
    seen = [];
    let calls = 0;
    handler = (_req, res) => (++calls === 1 ? json(res, 500, { code: ResultCode.INTERNAL, msg: 'x' }) : pdf(res, PDF));
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ ok: true });
  });

  it('reads a 200 that is not a file as a bad response', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>login</html>');
    };
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ code: ResultCode.UPSTREAM_BAD_RESPONSE });
    expect(seen).toHaveLength(1);
  });

  it('holds a file of exactly the cap and refuses one byte more', async () => {
    handler = (_req, res) => pdf(res, Buffer.alloc(MEMBER_DOCUMENT_MAX_BYTES, 0x20));
    const full = await mod.memberDocumentFile(context, 'medif');
    expect(full.ok && full.data.bytes.byteLength).toBe(MEMBER_DOCUMENT_MAX_BYTES);
    handler = (_req, res) => pdf(res, Buffer.alloc(MEMBER_DOCUMENT_MAX_BYTES + 1, 0x20));
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ code: ResultCode.UPSTREAM_BAD_RESPONSE });
  });

  it('gives up after the timeout, twice', async () => {
    handler = () => undefined;
    expect(await mod.memberDocumentFile(context, 'medif')).toMatchObject({ code: ResultCode.UPSTREAM_TIMEOUT });
    expect(seen).toHaveLength(2);
  }, 10_000);
});

describe('memberDocuments', () => {
  it('parses the list with the contract, and refuses one that breaks it', async () => {
    const document = {
      documentId: 'medif',
      titleZh: '旅客医疗信息表（MEDIF）',
      titleEn: 'Medical information form (MEDIF)',
      fileName: 'skylark-medif.pdf',
      sizeBytes: 2938,
      updatedAt: '2025-05-20',
      contentType: 'application/pdf',
    };
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'ok', data: { list: [document] } });
    expect(await mod.memberDocuments(context)).toEqual({ ok: true, data: { list: [document] } });
    handler = (_req, res) => json(res, 200, { code: '0', msg: 'ok', data: { list: [{ ...document, sizeBytes: 0 }] } });
    expect(await mod.memberDocuments(context)).toMatchObject({ code: ResultCode.UPSTREAM_BAD_RESPONSE });
  });
});
