import { ResultCode } from '@/lib/contract/codes';
import { LOGIN_REQUIRED_EVENT } from './bff-fetch';
import { downloadDocument, fetchDocument } from './member-documents';

// spec §2 /member/documentDownload, §8 'download failed': what a click on a document gets back.

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const events = new EventTarget();
const loginRequired = jest.fn();

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  (globalThis as { window?: EventTarget }).window = events;
  events.addEventListener(LOGIN_REQUIRED_EVENT, loginRequired);
});
afterAll(() => {
  delete (globalThis as { window?: EventTarget }).window;
});
beforeEach(() => {
  fetchMock.mockReset();
  loginRequired.mockClear();
});

const envelope = (code: string, status: number) =>
  new Response(JSON.stringify({ code, msg: 'x' }), { status, headers: { 'content-type': 'application/json' } });

describe('downloading a document', () => {
  it('asks the route of the document, same-origin, and answers the PDF as a Blob', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
    const result = await fetchDocument('medif');
    expect(result.ok).toBe(true);
    expect(result.ok && (await result.file.text())).toBe('%PDF-1.4');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/documents/medif');
    expect(url).toBe(downloadDocument.url({ documentId: 'medif' }));
    expect(init.credentials).toBe('same-origin');
  });

  it('answers an error envelope’s code, and asks for the login dialog when the session is refused', async () => {
    fetchMock.mockResolvedValue(envelope(ResultCode.UPSTREAM_UNAVAILABLE, 503));
    expect(await fetchDocument('medif')).toEqual({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE });
    expect(loginRequired).not.toHaveBeenCalled();
    for (const code of [ResultCode.NOT_LOGGED_IN, ResultCode.TOKEN_EXPIRED]) {
      fetchMock.mockResolvedValue(envelope(code, 401));
      expect(await fetchDocument('medif')).toEqual({ ok: false, code });
    }
    expect(loginRequired).toHaveBeenCalledTimes(2);
  });

  it('never takes something else for the file: a 200 that is not a PDF, a body that is not an envelope, no network', async () => {
    fetchMock.mockResolvedValue(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    expect(await fetchDocument('medif')).toEqual({ ok: false, code: 'NETWORK' });
    fetchMock.mockResolvedValue(new Response('%PDF', { status: 500, headers: { 'content-type': 'application/pdf' } }));
    expect(await fetchDocument('medif')).toEqual({ ok: false, code: 'NETWORK' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await fetchDocument('medif')).toEqual({ ok: false, code: 'NETWORK' });
  });

  it('lets an abort through', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(fetchDocument('medif')).rejects.toThrow('aborted');
  });
});
