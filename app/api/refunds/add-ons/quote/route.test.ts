import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23 (decision 26): the amount of the chosen add-ons before submitting, asked as the member or as the
// visitor of this browser.

// A new address per test: the limits per address are not what most tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnRefundQuote = jest.fn();
jest.mock('@/lib/upstream/add-on-refunds', () => ({
  addOnRefundQuote: (...args: unknown[]) => addOnRefundQuote(...args),
}));

forwardedFor(() => `10.92.2.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const BODY = { orderNo: ORDER_NO, addOnIds: ['11', '12'] };
const QUOTE = { currency: 'CNY', lines: [], totalAmount: 6800, totalPoints: 0, channel: 'GATEWAY' };

async function quote(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/refunds/add-ons/quote', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  addOnRefundQuote.mockReset();
});

describe('POST /api/refunds/add-ons/quote (decision 23; decision 26)', () => {
  it("quotes the member's own order by the token, with no visitor proof", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    addOnRefundQuote.mockResolvedValue(upstreamOk(QUOTE));
    expect(await quote(BODY)).toMatchObject({ code: ResultCode.OK, data: { totalAmount: 6800 } });
    expect(addOnRefundQuote.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(addOnRefundQuote.mock.calls[0]![1]).toEqual({ ...BODY, visitor: undefined });
  });

  it("quotes a visitor's order with the seal's proof and no token; a proof in the body is never used", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addOnRefundQuote.mockResolvedValue(upstreamOk(QUOTE));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await quote({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(addOnRefundQuote.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addOnRefundQuote.mock.calls[0]![1]).toEqual({
      ...BODY,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND without a session or a seal', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await quote(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(addOnRefundQuote).not.toHaveBeenCalled();
  });

  it.each([
    [ResultCode.ADD_ON_REFUND_CLOSED, 'The time to refund this add-on has passed'],
    [ResultCode.ADD_ON_REFUND_NOT_ALLOWED, 'This add-on cannot be refunded on its own now'],
    [ResultCode.ADD_ON_REFUND_IN_PROGRESS, 'This add-on is refunded already or its refund is under way'],
    [ResultCode.REFUND_CHECKED_IN, 'A refund or change needs the check-in cancelled first'],
  ])('says %s in its own localized words, never upstream text', async (code, msg) => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    addOnRefundQuote.mockResolvedValue({ ok: false, code, msg: 'upstream text' });
    expect(await quote(BODY)).toMatchObject({ status: 409, code, msg });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    expect((await quote({ ...BODY, addOnIds: [] })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await quote({ ...BODY, addOnIds: ['x; drop'] })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await quote({ ...BODY, orderNo: '../x' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await quote(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(addOnRefundQuote).not.toHaveBeenCalled();
  });
});
