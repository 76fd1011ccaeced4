import {
  bffLocale,
  destroySession,
  forwardedFor,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

const specialDocumentImage = jest.fn();
jest.mock('@/lib/upstream/special-documents', () => ({
  specialDocumentImage: (...args: unknown[]) => specialDocumentImage(...args),
}));

forwardedFor('10.42.0.2');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 'owner-token' }));
bffLocale.mockImplementation(async () => 'zh-CN');
upstreamContextFor.mockImplementation(async () => ({ token: 'owner-token' }));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 9)]);
const get = (query: string) =>
  GET(new Request(`http://shop.test/api/member/passengers/special-documents/image?${query}`), {
    params: Promise.resolve({}),
  });

beforeEach(() => specialDocumentImage.mockReset());

describe('GET /api/member/passengers/special-documents/image', () => {
  it("answers the image's bytes, fetched with the member's own token, never cached nor sniffed", async () => {
    specialDocumentImage.mockResolvedValue(
      upstreamOk({ contentType: 'image/jpeg', imageBase64: JPEG.toString('base64') }),
    );
    const response = await get('documentId=D1&seq=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
    expect(specialDocumentImage).toHaveBeenCalledWith({ token: 'owner-token' }, 'D1', 2);
  });

  it("answers another member's image as not found, as JSON an <img> cannot show", async () => {
    specialDocumentImage.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const response = await get('documentId=theirs&seq=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses a missing document or a seq outside 1 to 5 before calling airline-api', async () => {
    for (const query of ['', 'documentId=D1', 'documentId=D1&seq=0', 'documentId=D1&seq=6', 'documentId=&seq=1']) {
      expect((await get(query)).status).toBe(400);
    }
    expect(specialDocumentImage).not.toHaveBeenCalled();
  });

  it('ends the session when airline-api refuses the token', async () => {
    specialDocumentImage.mockResolvedValue({ ok: false, code: ResultCode.TOKEN_EXPIRED, msg: 'x' });
    expect((await (await get('documentId=D1&seq=1')).json()).code).toBe(ResultCode.TOKEN_EXPIRED);
    expect(destroySession).toHaveBeenCalled();
  });
});
