import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const resubmitSpecialDocument = jest.fn();
jest.mock('@/lib/upstream/special-documents', () => ({
  resubmitSpecialDocument: (...args: unknown[]) => resubmitSpecialDocument(...args),
}));

forwardedFor('10.42.0.3');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 't' }));
upstreamContextFor.mockImplementation(async () => ({ token: 't' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const MB5 = 5 * 1024 * 1024;
const image = (bytes = 64) => new File([new Uint8Array(bytes)], 'card.png', { type: 'image/png' });
const FIELDS = { documentId: 'D1', number: 'S2026002', expiry: '2099-07-01' };

/** The multipart form the browser sends: the fields, then the files under `images`. */
async function resubmit(fields: Record<string, string> = {}, images: File[] = [image()]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, ...fields })) form.append(name, value);
  for (const file of images) form.append('images', file);
  const response = await POST(
    new Request('http://shop.test/api/member/passengers/special-documents/resubmit', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'x-sf-locale': 'en-US' },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => resubmitSpecialDocument.mockReset());

describe('POST /api/member/passengers/special-documents/resubmit (spec §4, §5, §9)', () => {
  it('sends the new number, expiry and files on as multipart, and answers the document under review again', async () => {
    resubmitSpecialDocument.mockResolvedValue(upstreamOk({ documentId: 'D1', status: 1 }));
    expect(await resubmit({}, [image(MB5), image()])).toMatchObject({ code: ResultCode.OK, data: { status: 1 } });
    const [, fields, files] = resubmitSpecialDocument.mock.calls[0] as [unknown, unknown, File[]];
    // The institution (spec §5) is a doctor's or a nurse's; left out, it is sent empty.
    expect(fields).toEqual({ ...FIELDS, institution: '' });
    expect(files.map((file) => file.size)).toEqual([MB5, 64]);
  });

  it('refuses wrong fields, no image and an image over 5 MB without calling airline-api', async () => {
    expect(await resubmit({ number: '', expiry: 'soon' })).toMatchObject({
      code: ResultCode.SPECIAL_DOCUMENT_INVALID,
      data: { fieldErrors: { number: 'numberRequired', expiry: 'expiryInvalid' } },
    });
    expect((await resubmit({}, [])).code).toBe(ResultCode.SPECIAL_DOCUMENT_IMAGE_REQUIRED);
    expect((await resubmit({}, [image(MB5 + 1)])).code).toBe(ResultCode.UPLOAD_TOO_LARGE);
    expect((await resubmit({ documentId: '' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(resubmitSpecialDocument).not.toHaveBeenCalled();
  });

  it("answers another member's document as not found, and one under review as airline-api says", async () => {
    for (const code of [ResultCode.NOT_FOUND, ResultCode.SPECIAL_DOCUMENT_UNDER_REVIEW]) {
      resubmitSpecialDocument.mockResolvedValue({ ok: false, code, msg: 'x' });
      expect((await resubmit({ documentId: 'someone-elses' })).code).toBe(code);
    }
  });
});
