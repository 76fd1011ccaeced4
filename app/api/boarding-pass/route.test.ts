import {
  callUpstream,
  checkInProofFor,
  forwardedFor,
  mockedCheckInProof,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST as emailPost } from './email/route';
import { GET as pdfGet } from './pdf/route';
import { GET as passesGet } from './route';

// Decision 20: the boarding pass's BFF routes. The visitor's proof comes from the check-in seal only; the
// member's token from the session; the PDF is a download nobody caches.

let ip = '10.50.0.1';
let token: string | undefined = 'member-token';
const proofs = new Map<string, unknown>();
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor(() => ip);
readSession.mockImplementation(async () => null);
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', token }));
checkInProofFor.mockImplementation(async (orderNo: string) => proofs.get(orderNo) ?? null);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER = 'YQ2026120100000001';
const PROOF = { ticketNo: '9021234567890', name: 'ZHANG/YUNQUE' };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]);
const none = { params: Promise.resolve({}) };

const get = (route: typeof passesGet, path: string, query: string) =>
  route(new Request(`http://shop.test${path}?${query}`, { headers: { 'x-sf-locale': 'en-US' } }), none);
const mail = (body: Record<string, unknown>, origin = 'http://shop.test') =>
  emailPost(
    new Request('http://shop.test/api/boarding-pass/email', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    none,
  );
const json = async (response: Response) => (await response.json()) as { code: string; msg: string; data?: unknown };
/** What the route asked airline-api: the path and the body of the last call. */
const sent = () => {
  const call = callUpstream.mock.calls.at(-1)![0] as { path: string; body: unknown };
  return { path: call.path, body: call.body };
};

let n = 0;
beforeEach(() => {
  callUpstream.mockReset();
  proofs.clear();
  token = 'member-token';
  // A fresh visitor address per test: the limiter is per process.
  ip = `10.50.1.${++n}`;
});

describe('GET /api/boarding-pass (spec §2 /checkin/printBoardingPass; decision 20)', () => {
  it("asks for the member's passes by the session's token, and answers them uncached", async () => {
    callUpstream.mockResolvedValue(upstreamOk({ orderNo: ORDER, segIndex: 1, passes: [] }));
    const response = await get(passesGet, '/api/boarding-pass', `orderNo=${ORDER}&segment=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(sent()).toEqual({ path: UpstreamPath.boardingPasses, body: { orderNo: ORDER, segmentIndex: 1 } });
  });

  it("takes a visitor's proof from the check-in seal, never from the query", async () => {
    token = undefined;
    callUpstream.mockResolvedValue(upstreamOk({ orderNo: ORDER, segIndex: 0, passes: [] }));
    // No seal: a proof in the query opens nothing, and airline-api is not asked.
    const forged = await get(passesGet, '/api/boarding-pass', `orderNo=${ORDER}&ticketNo=${PROOF.ticketNo}&name=X`);
    expect((await json(forged)).code).toBe(ResultCode.NOT_FOUND);
    expect(callUpstream).not.toHaveBeenCalled();
    proofs.set(ORDER, PROOF);
    await get(passesGet, '/api/boarding-pass', `orderNo=${ORDER}&visitor=other`);
    expect(sent().body).toEqual({ orderNo: ORDER, segmentIndex: 0, visitor: PROOF });
    // The seal's proof is of its own order only.
    callUpstream.mockClear();
    expect((await json(await get(passesGet, '/api/boarding-pass', 'orderNo=YQ2026120100000002'))).code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it("answers another member's order (or a cancelled check-in) as airline-api does: not found", async () => {
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const response = await get(passesGet, '/api/boarding-pass', `orderNo=${ORDER}`);
    expect(response.status).toBe(404);
    expect((await json(response)).code).toBe(ResultCode.NOT_FOUND);
  });

  it('refuses an order number or segment out of shape before calling airline-api', async () => {
    for (const query of [
      '',
      'orderNo=',
      'orderNo=YQ..%2F1',
      `orderNo=${ORDER}&segment=4`,
      `orderNo=${ORDER}&segment=-1`,
    ]) {
      expect((await get(passesGet, '/api/boarding-pass', query)).status).toBe(400);
    }
    expect(callUpstream).not.toHaveBeenCalled();
  });
});

describe('GET /api/boarding-pass/pdf (decision 20)', () => {
  it('answers the PDF as a download, never cached nor sniffed', async () => {
    callUpstream.mockResolvedValue(
      upstreamOk({
        fileName: `boarding-pass-${ORDER}-1.pdf`,
        contentType: 'application/pdf',
        pdfBase64: PDF.toString('base64'),
      }),
    );
    const response = await get(pdfGet, '/api/boarding-pass/pdf', `orderNo=${ORDER}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="boarding-pass-${ORDER}-1.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
    expect(sent()).toEqual({ path: UpstreamPath.boardingPassPdf, body: { orderNo: ORDER, segmentIndex: 0 } });
  });

  it("sends a visitor's sealed proof, and answers no pass as JSON a browser will not save as a PDF", async () => {
    token = undefined;
    proofs.set(ORDER, PROOF);
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const response = await get(pdfGet, '/api/boarding-pass/pdf', `orderNo=${ORDER}`);
    expect(sent().body).toEqual({ orderNo: ORDER, segmentIndex: 0, visitor: PROOF });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('POST /api/boarding-pass/email (spec §2: send the boarding pass by e-mail)', () => {
  const answer = {
    sentTo: 'a@example.com',
    passes: 1,
    attachment: { fileName: `boarding-pass-${ORDER}-1.pdf`, size: 9 },
  };

  it("mails to the address typed, or leaves it out for the member's bound e-mail", async () => {
    callUpstream.mockResolvedValue(upstreamOk(answer));
    expect((await json(await mail({ orderNo: ORDER, segment: 0, email: 'A@Example.com' }))).code).toBe('0');
    expect(sent()).toEqual({
      path: UpstreamPath.boardingPassEmail,
      body: { orderNo: ORDER, segmentIndex: 0, email: 'a@example.com' },
    });
    await mail({ orderNo: ORDER, segment: 0, email: '' });
    expect(sent().body).toEqual({ orderNo: ORDER, segmentIndex: 0 });
  });

  it('refuses another origin, and a wrong address beside its field, before calling airline-api', async () => {
    expect((await json(await mail({ orderNo: ORDER, segment: 0 }, 'http://evil.test'))).code).toBe(
      ResultCode.FORBIDDEN_ORIGIN,
    );
    const wrong = await json(await mail({ orderNo: ORDER, segment: 0, email: 'not-an-address' }));
    expect(wrong).toMatchObject({ code: ResultCode.BAD_REQUEST, data: { fieldErrors: { email: 'emailInvalid' } } });
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it("uses the visitor's sealed proof; without proof nor session there is no pass to mail", async () => {
    token = undefined;
    expect((await json(await mail({ orderNo: ORDER, segment: 0, email: 'a@example.com' }))).code).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(callUpstream).not.toHaveBeenCalled();
    proofs.set(ORDER, PROOF);
    callUpstream.mockResolvedValue({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'x',
      data: { issues: { email: 'emailRequired' } },
    });
    const refused = await json(await mail({ orderNo: ORDER, segment: 0 }));
    expect(sent().body).toEqual({ orderNo: ORDER, segmentIndex: 0, visitor: PROOF });
    expect(refused).toMatchObject({ code: ResultCode.BAD_REQUEST, data: { fieldErrors: { email: 'emailRequired' } } });
  });

  it("says a failed gateway in the mail's own words, and passes the order's daily limit on", async () => {
    callUpstream.mockResolvedValueOnce({ ok: false, code: ResultCode.SMS_SEND_FAILED, msg: 'x' });
    const failed = await json(await mail({ orderNo: ORDER, segment: 0, email: 'a@example.com' }));
    expect(failed).toMatchObject({
      code: ResultCode.SMS_SEND_FAILED,
      msg: 'The e-mail could not be sent. Please try again.',
    });
    callUpstream.mockResolvedValueOnce({ ok: false, code: ResultCode.RATE_LIMITED, msg: 'x' });
    expect((await json(await mail({ orderNo: ORDER, segment: 0, email: 'b@example.com' }))).code).toBe(
      ResultCode.RATE_LIMITED,
    );
  });

  it('limits mails from one visitor address to one recipient: 3, then 429', async () => {
    callUpstream.mockResolvedValue(upstreamOk(answer));
    for (let i = 0; i < 3; i += 1) {
      expect((await json(await mail({ orderNo: ORDER, segment: 0, email: 'c@example.com' }))).code).toBe('0');
    }
    const fourth = await mail({ orderNo: ORDER, segment: 0, email: 'c@example.com' });
    expect(fourth.status).toBe(429);
    expect(callUpstream).toHaveBeenCalledTimes(3);
    // Another recipient from the same address still goes (up to the address's own limit).
    expect((await json(await mail({ orderNo: ORDER, segment: 0, email: 'd@example.com' }))).code).toBe('0');
  });
});
