import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §2 /refunds/selair/{orderNo}, §4 'an involuntary refund request that does not meet the
// conditions is converted to voluntary': the quote is asked as the member or as the visitor of this browser.

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const refundQuote = jest.fn();
jest.mock('@/lib/upstream/refunds', () => ({ refundQuote: (...args: unknown[]) => refundQuote(...args) }));

forwardedFor('10.90.0.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const BODY = { orderNo: ORDER_NO, items: [{ passengerId: 'P1', segmentIndex: 0 }], refundType: 'INVOLUNTARY' };
const QUOTE = {
  currency: 'CNY',
  requestedType: 'INVOLUNTARY',
  refundType: 'VOLUNTARY',
  converted: true,
  lines: [],
  totalAmount: 80000,
  totalPoints: 0,
  channel: 'GATEWAY',
};

async function quote(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/refunds/quote', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  visitorProofFor.mockReset();
  refundQuote.mockReset();
});

describe('POST /api/refunds/quote (decision 23; spec §4, §5)', () => {
  it("quotes the member's own order by the token, with no visitor proof", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    refundQuote.mockResolvedValue(upstreamOk(QUOTE));
    expect(await quote(BODY)).toMatchObject({ code: ResultCode.OK, data: { converted: true, totalAmount: 80000 } });
    expect(refundQuote.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(refundQuote.mock.calls[0]![1]).toEqual({ ...BODY, visitor: undefined });
  });

  it("quotes a visitor's order with the seal's proof and no token; a proof in the body is never used", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    refundQuote.mockResolvedValue(upstreamOk(QUOTE));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await quote({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(visitorProofFor).toHaveBeenCalledWith(ORDER_NO);
    expect(refundQuote.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(refundQuote.mock.calls[0]![1]).toEqual({
      ...BODY,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('answers NOT_FOUND without a session or a seal, and for another member’s order', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await quote(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(refundQuote).not.toHaveBeenCalled();
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    refundQuote.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await quote(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(refundQuote).toHaveBeenCalledTimes(1);
  });

  it("falls back to this browser's seal when the member's token does not open the order", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(SEAL);
    refundQuote
      .mockResolvedValueOnce({ ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'x' })
      .mockResolvedValueOnce(upstreamOk(QUOTE));
    expect((await quote(BODY)).code).toBe(ResultCode.OK);
    expect(refundQuote.mock.calls[1]![0]).toMatchObject({ token: undefined });
    expect(refundQuote.mock.calls[1]![1]).toMatchObject({ visitor: { passengerName: SEAL.passengerName } });
  });

  it("says airline-api's refusal in the locale (spec §5 guardian rule)", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    refundQuote.mockResolvedValue({ ok: false, code: ResultCode.REFUND_GUARDIAN_REQUIRED, msg: 'x' });
    expect(await quote(BODY)).toMatchObject({
      status: 409,
      code: ResultCode.REFUND_GUARDIAN_REQUIRED,
      msg: 'A child or infant can only be refunded together with the guardian',
    });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect(await quote({ ...BODY, items: [] })).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect(await quote({ ...BODY, refundType: 'WHATEVER' })).toMatchObject({ code: ResultCode.BAD_REQUEST });
    expect(await quote(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(refundQuote).not.toHaveBeenCalled();
  });
});
