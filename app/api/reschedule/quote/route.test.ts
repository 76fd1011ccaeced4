import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §3 change-date cost (ticket price, fee, difference, total), §9 change fees: the quote is asked
// as the member or as the visitor of this browser (the seal's proof, never one from the body).

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const rescheduleQuote = jest.fn();
jest.mock('@/lib/upstream/reschedule', () => ({ rescheduleQuote: (...args: unknown[]) => rescheduleQuote(...args) }));

forwardedFor('10.91.1.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const BODY = {
  orderNo: ORDER_NO,
  items: [{ passengerId: 'P1', segmentIndex: 0 }],
  choices: [{ segmentIndex: 0, fareId: 'FARE-1' }],
};
const QUOTE = { currency: 'CNY', lines: [], ticketPrice: 90000, difference: 10000, fee: 8000, total: 18000 };

async function quote(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/reschedule/quote', {
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
  rescheduleQuote.mockReset();
});

describe('POST /api/reschedule/quote (decision 23; spec §3 change-date cost)', () => {
  it("quotes the member's own order by the token, with no visitor proof", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    rescheduleQuote.mockResolvedValue(upstreamOk(QUOTE));
    expect(await quote(BODY)).toMatchObject({ code: ResultCode.OK, data: { total: 18000 } });
    expect(rescheduleQuote.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(rescheduleQuote.mock.calls[0]![1]).toEqual({ ...BODY, visitor: undefined });
  });

  it("quotes a visitor's order with the seal's proof and no token; a proof in the body is never used", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleQuote.mockResolvedValue(upstreamOk(QUOTE));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await quote({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(rescheduleQuote.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(rescheduleQuote.mock.calls[0]![1]).toEqual({
      ...BODY,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('answers NOT_FOUND without a session or a seal, and for another member’s order', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await quote(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(rescheduleQuote).not.toHaveBeenCalled();
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    rescheduleQuote.mockResolvedValue({ ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'x' });
    expect((await quote(BODY)).code).toBe(ResultCode.ORDER_NOT_FOUND);
    expect(rescheduleQuote).toHaveBeenCalledTimes(1);
  });

  it("falls back to this browser's seal when the member's token does not open the order", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleQuote
      .mockResolvedValueOnce({ ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'x' })
      .mockResolvedValueOnce(upstreamOk(QUOTE));
    expect((await quote(BODY)).code).toBe(ResultCode.OK);
    expect(rescheduleQuote.mock.calls[1]![0]).toMatchObject({ token: undefined });
    expect(rescheduleQuote.mock.calls[1]![1]).toMatchObject({ visitor: { passengerName: SEAL.passengerName } });
  });

  it("says the guardian rule in the locale (decision 23 'a child moves only with its guardian')", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    rescheduleQuote.mockResolvedValue({ ok: false, code: ResultCode.CHANGE_GUARDIAN_REQUIRED, msg: 'x' });
    expect(await quote(BODY)).toMatchObject({
      status: 409,
      code: ResultCode.CHANGE_GUARDIAN_REQUIRED,
      msg: 'A child or infant can only be moved together with the guardian',
    });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect(await quote({ ...BODY, choices: [] })).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect((await quote({ ...BODY, choices: [{ segmentIndex: 9, fareId: 'F' }] })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await quote(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(rescheduleQuote).not.toHaveBeenCalled();
  });
});
