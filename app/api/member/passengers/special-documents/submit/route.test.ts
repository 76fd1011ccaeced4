import { ResultCode, SPECIAL_DOCUMENT_BODY_MAX_BYTES } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '10.42.0.1' }),
  cookies: async () => ({ get: () => undefined, has: () => false, set: () => undefined }),
}));
jest.mock('@/lib/logger', () => ({ logger: { error: () => undefined, warn: () => undefined } }));
jest.mock('@/lib/maintenance', () => ({ isMaintenanceOn: async () => false }));
let session: { memberId: string; token: string } | null = { memberId: 'M1', token: 't' };
jest.mock('@/lib/session', () => ({
  readSession: async () => session,
  destroySession: async () => undefined,
}));
jest.mock('@/lib/bff-server/request-context', () => ({
  bffLocale: async () => 'en-US',
  upstreamContextFor: async () => ({ token: 't' }),
}));
const submitSpecialDocument = jest.fn();
jest.mock('@/lib/upstream/special-documents', () => ({
  submitSpecialDocument: (...args: unknown[]) => submitSpecialDocument(...args),
}));

process.env.SESSION_SECRET = 'x'.repeat(32);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const MB5 = 5 * 1024 * 1024;
const image = (bytes = 64) => Buffer.alloc(bytes, 1).toString('base64');
const FORM = { passengerId: 'P1', type: 'STU', number: 'S2026001', expiry: '2099-07-01', images: [image(), image()] };

async function submit(body: Record<string, unknown>, init: { raw?: string } = {}) {
  const response = await POST(
    new Request('http://shop.test/api/member/passengers/special-documents/submit', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: init.raw ?? JSON.stringify({ ...FORM, ...body }),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  submitSpecialDocument.mockReset();
  session = { memberId: 'M1', token: 't' };
});

describe('POST /api/member/passengers/special-documents/submit (spec §5, §9)', () => {
  it('sends airline-api the document as the member typed it, and answers its status 1', async () => {
    submitSpecialDocument.mockResolvedValue(upstreamOk({ documentId: 'D1', status: 1 }));
    expect(await submit({})).toMatchObject({ code: ResultCode.OK, data: { documentId: 'D1', status: 1 } });
    expect(submitSpecialDocument).toHaveBeenCalledWith({ token: 't' }, FORM);
  });

  it('refuses wrong fields beside them, 0 or 6 images, and an image over 5 MB, without calling airline-api', async () => {
    expect(await submit({ type: 'ADT', number: 'ab', expiry: '2020-01-01' })).toMatchObject({
      status: 400,
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      msg: 'The special document details are incorrect',
      data: { fieldErrors: { type: 'typeInvalid', number: 'numberLength', expiry: 'expiryPast' } },
    });
    expect((await submit({ images: [] })).code).toBe(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
    expect((await submit({ images: Array(6).fill(image()) })).code).toBe(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
    expect((await submit({ images: [image(MB5 + 1)] })).code).toBe(ResultCode.UPLOAD_TOO_LARGE);
    expect(submitSpecialDocument).not.toHaveBeenCalled();
    // Five images and 5 MB exactly go on.
    submitSpecialDocument.mockResolvedValue(upstreamOk({ documentId: 'D2' }));
    expect((await submit({ images: [image(MB5), ...Array(4).fill(image())] })).code).toBe(ResultCode.OK);
  });

  it('answers a body over five images of 5 MB as "file too large"', async () => {
    const raw = JSON.stringify({ ...FORM, images: ['A'.repeat(SPECIAL_DOCUMENT_BODY_MAX_BYTES)] });
    expect(await submit({}, { raw })).toMatchObject({ status: 413, code: ResultCode.UPLOAD_TOO_LARGE });
    expect(submitSpecialDocument).not.toHaveBeenCalled();
  });

  it("places airline-api's field issues, and answers another member's passenger as not found", async () => {
    submitSpecialDocument.mockResolvedValue({
      ok: false,
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      msg: 'x',
      data: { issues: { type: 'typeTaken' } },
    });
    expect(await submit({})).toMatchObject({ data: { fieldErrors: { type: 'typeTaken' } } });
    submitSpecialDocument.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await submit({ passengerId: 'someone-elses' })).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    for (const code of [ResultCode.REAL_NAME_REQUIRED, ResultCode.UPLOAD_WRONG_FORMAT]) {
      submitSpecialDocument.mockResolvedValue({ ok: false, code, msg: 'x' });
      expect((await submit({})).code).toBe(code);
    }
  });

  it('needs a member', async () => {
    session = null;
    expect((await submit({})).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(submitSpecialDocument).not.toHaveBeenCalled();
  });
});
