import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode, SPECIAL_DOCUMENT_BODY_MAX_BYTES } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

let session: { memberId: string; token: string } | null = { memberId: 'M1', token: 't' };
const submitSpecialDocument = jest.fn();
jest.mock('@/lib/upstream/special-documents', () => ({
  submitSpecialDocument: (...args: unknown[]) => submitSpecialDocument(...args),
}));

forwardedFor('10.42.0.1');
readSession.mockImplementation(async () => session);
upstreamContextFor.mockImplementation(async () => ({ token: 't' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const MB5 = 5 * 1024 * 1024;
const image = (bytes = 64, type = 'image/png') => new File([new Uint8Array(bytes)], 'card.png', { type });
const FIELDS = { passengerId: 'P1', type: 'STU', number: 'S2026001', expiry: '2099-07-01' };

/** The form as the browser sends it (lib/bff-client/special-documents.ts): the fields, then the files. */
function formOf(fields: Record<string, string>, images: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of images) form.append('images', file);
  return form;
}

async function submit(
  fields: Record<string, string> = {},
  images: File[] = [image(), image()],
  init: { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const response = await POST(
    new Request('http://shop.test/api/member/passengers/special-documents/submit', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'x-sf-locale': 'en-US', ...init.headers },
      body: init.body ?? formOf({ ...FIELDS, ...fields }, images),
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
  it('sends airline-api the document as the member typed it with its files in order, and answers its status 1', async () => {
    submitSpecialDocument.mockResolvedValue(upstreamOk({ documentId: 'D1', status: 1 }));
    const files = [image(10), image(20, 'image/jpeg'), image(30)];
    expect(await submit({}, files)).toMatchObject({ code: ResultCode.OK, data: { documentId: 'D1', status: 1 } });
    const [context, fields, sent] = submitSpecialDocument.mock.calls[0] as [unknown, unknown, File[]];
    expect(context).toEqual({ token: 't' });
    // The institution (spec §5) is a doctor's or a nurse's; left out, it is sent empty.
    expect(fields).toEqual({ ...FIELDS, institution: '' });
    expect(sent.map((file) => [file.size, file.type])).toEqual([
      [10, 'image/png'],
      [20, 'image/jpeg'],
      [30, 'image/png'],
    ]);
  });

  it('refuses wrong fields beside them, 0 or 6 images, and an image over 5 MB, without calling airline-api', async () => {
    expect(await submit({ type: 'ADT', number: 'ab', expiry: '2020-01-01' })).toMatchObject({
      status: 400,
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      msg: 'The special document details are incorrect',
      data: { fieldErrors: { type: 'typeInvalid', number: 'numberLength', expiry: 'expiryPast' } },
    });
    expect((await submit({}, [])).code).toBe(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
    expect(
      (
        await submit(
          {},
          Array.from({ length: 6 }, () => image()),
        )
      ).code,
    ).toBe(ResultCode.SPECIAL_DOCUMENT_IMAGE_LIMIT);
    expect((await submit({}, [image(MB5 + 1)])).code).toBe(ResultCode.UPLOAD_TOO_LARGE);
    expect(submitSpecialDocument).not.toHaveBeenCalled();
    // Five images and 5 MB exactly go on.
    submitSpecialDocument.mockResolvedValue(upstreamOk({ documentId: 'D2' }));
    expect((await submit({}, [image(MB5), ...Array.from({ length: 4 }, () => image())])).code).toBe(ResultCode.OK);
  });

  it('answers a declared body over five images of 5 MB as "file too large" before reading it', async () => {
    const headers = {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(SPECIAL_DOCUMENT_BODY_MAX_BYTES + 1),
    };
    expect(await submit({}, [], { body: '--x--', headers })).toMatchObject({
      status: 413,
      code: ResultCode.UPLOAD_TOO_LARGE,
    });
    expect(submitSpecialDocument).not.toHaveBeenCalled();
  });

  it('refuses the old JSON body with base64 images as a bad request (multipart only)', async () => {
    const body = JSON.stringify({ ...FIELDS, images: [Buffer.alloc(64, 1).toString('base64')] });
    expect(await submit({}, [], { body, headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
    });
    expect(submitSpecialDocument).not.toHaveBeenCalled();
  });

  it("refuses a doctor's medical institution of 3 or 21 characters beside it (spec §5), without airline-api", async () => {
    // From another address: the upload limit counts per address, and this file's other tests use theirs.
    forwardedFor('10.42.0.2');
    for (const institution of ['人民院', 'A'.repeat(21)])
      expect(await submit({ type: 'DOCTOR', institution })).toMatchObject({
        code: ResultCode.SPECIAL_DOCUMENT_INVALID,
        data: { fieldErrors: { institution: 'institutionLength' } },
      });
    expect(submitSpecialDocument).not.toHaveBeenCalled();
    forwardedFor('10.42.0.1');
  });

  it("places airline-api's field issues, and answers another member's passenger as not found", async () => {
    submitSpecialDocument.mockResolvedValue({
      ok: false,
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      msg: 'x',
      data: { issues: { type: 'typeTaken' } },
    });
    expect(await submit()).toMatchObject({ data: { fieldErrors: { type: 'typeTaken' } } });
    submitSpecialDocument.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await submit({ passengerId: 'someone-elses' })).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    for (const code of [ResultCode.REAL_NAME_REQUIRED, ResultCode.UPLOAD_WRONG_FORMAT]) {
      submitSpecialDocument.mockResolvedValue({ ok: false, code, msg: 'x' });
      expect((await submit()).code).toBe(code);
    }
  });

  it('needs a member', async () => {
    session = null;
    expect((await submit()).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(submitSpecialDocument).not.toHaveBeenCalled();
  });
});
