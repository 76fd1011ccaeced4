import { destroySession, forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

let session: { memberId: string; token: string } | null = { memberId: 'M1', token: 't' };
const memberDocumentFile = jest.fn();
jest.mock('@/lib/upstream/member-documents', () => ({
  memberDocumentFile: (...args: unknown[]) => memberDocumentFile(...args),
}));

forwardedFor('10.42.0.1');
readSession.mockImplementation(async () => session);
upstreamContextFor.mockImplementation(async () => ({ token: 't' }));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const file = (over: Record<string, unknown> = {}) =>
  upstreamOk({ bytes: PDF, contentType: 'application/pdf', fileName: 'skylark-medif.pdf', ...over });

const get = (documentId: string) =>
  GET(new Request(`http://shop.test/api/member/documents/${encodeURIComponent(documentId)}`), {
    params: Promise.resolve({ documentId }),
  });
const envelope = async (response: Response) => (await response.json()) as { code: string; msg: string };

beforeEach(() => {
  session = { memberId: 'M1', token: 't' };
  memberDocumentFile.mockReset();
  destroySession.mockClear();
});

describe('GET /api/member/documents/[documentId] (spec §2 /member/documentDownload)', () => {
  it('answers the PDF as a same-origin attachment under its listed name, never sniffed, kept privately a while', async () => {
    memberDocumentFile.mockResolvedValue(file());
    const response = await get('medif');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="skylark-medif.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    expect(memberDocumentFile).toHaveBeenCalledWith({ token: 't' }, 'medif');
  });

  it('is for members only: without a session it answers NOT_LOGGED_IN and asks airline-api nothing', async () => {
    session = null;
    const response = await get('medif');
    expect(response.status).toBe(401);
    expect(await envelope(response)).toMatchObject({ code: ResultCode.NOT_LOGGED_IN });
    expect(memberDocumentFile).not.toHaveBeenCalled();
  });

  it('ends the session when airline-api refuses the token', async () => {
    for (const code of [ResultCode.NOT_LOGGED_IN, ResultCode.TOKEN_EXPIRED]) {
      destroySession.mockClear();
      memberDocumentFile.mockResolvedValue({ ok: false, code, msg: 'x' });
      expect((await envelope(await get('medif'))).code).toBe(code);
      expect(destroySession).toHaveBeenCalledTimes(1);
    }
  });

  it('answers a malformed id NOT_FOUND before airline-api, and an unknown one as airline-api does', async () => {
    for (const id of ['MEDIF', 'medif.pdf', '../medif', '-medif', '']) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect((await envelope(response)).code).toBe(ResultCode.NOT_FOUND);
    }
    expect(memberDocumentFile).not.toHaveBeenCalled();
    memberDocumentFile.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const unknown = await get('no-such-form');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(destroySession).not.toHaveBeenCalled();
  });

  it('answers an upstream failure, or a file that is not a PDF, as the JSON envelope with a localized message', async () => {
    memberDocumentFile.mockResolvedValue({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'x' });
    const down = await get('medif');
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect(down.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await envelope(down)).code).toBe(ResultCode.UPSTREAM_UNAVAILABLE);
    memberDocumentFile.mockResolvedValue(file({ contentType: 'text/html' }));
    expect((await envelope(await get('medif'))).code).toBe(ResultCode.UPSTREAM_BAD_RESPONSE);
    expect(destroySession).not.toHaveBeenCalled();
  });
});
