import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §2 /modify/selnewair/{orderNo}: the new flights of each segment moved, asked as the member or
// as the visitor of this browser (the seal's proof, never one from the body).

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const rescheduleFlights = jest.fn();
jest.mock('@/lib/upstream/reschedule', () => ({
  rescheduleFlights: (...args: unknown[]) => rescheduleFlights(...args),
}));

forwardedFor('10.91.0.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const BODY = {
  orderNo: ORDER_NO,
  items: [{ passengerId: 'P1', segmentIndex: 0 }],
  dates: [{ segmentIndex: 0, date: '2026-12-12' }],
  currency: 'CNY',
};
const DATA = { segments: [{ segmentIndex: 0, date: '2026-12-12', fareFamily: 'STANDARD', flights: [], strip: [] }] };

async function ask(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/reschedule/flights', {
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
  rescheduleFlights.mockReset();
});

describe('POST /api/reschedule/flights (decision 23; spec §2 /modify/selnewair)', () => {
  it("asks for the member's own order by the token, with no visitor proof", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    rescheduleFlights.mockResolvedValue(upstreamOk(DATA));
    expect(await ask(BODY)).toMatchObject({ code: ResultCode.OK, data: DATA });
    expect(rescheduleFlights.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(rescheduleFlights.mock.calls[0]![1]).toEqual({ ...BODY, visitor: undefined });
  });

  it("asks for a visitor's order with the seal's proof and no token; a proof in the body is never used", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleFlights.mockResolvedValue(upstreamOk(DATA));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await ask({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(visitorProofFor).toHaveBeenCalledWith(ORDER_NO);
    expect(rescheduleFlights.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(rescheduleFlights.mock.calls[0]![1]).toEqual({
      ...BODY,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('answers NOT_FOUND without a session or a seal, and for another member’s order', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await ask(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(rescheduleFlights).not.toHaveBeenCalled();
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    rescheduleFlights.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await ask(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(rescheduleFlights).toHaveBeenCalledTimes(1);
  });

  it("says airline-api's refusal in the locale (spec §9 'under 4 hours not allowed'; third-party orders)", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    rescheduleFlights.mockResolvedValue({ ok: false, code: ResultCode.CHANGE_TOO_LATE, msg: 'x' });
    expect(await ask(BODY)).toMatchObject({
      status: 409,
      code: ResultCode.CHANGE_TOO_LATE,
      msg: 'The date cannot be changed less than 4 hours before departure',
    });
    rescheduleFlights.mockResolvedValue({ ok: false, code: ResultCode.ORDER_OTHER_CHANNEL, msg: 'x' });
    expect(await ask(BODY)).toMatchObject({
      code: ResultCode.ORDER_OTHER_CHANNEL,
      msg: 'This order was bought through another channel; please change or refund it there',
    });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect(await ask({ ...BODY, items: [] })).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect((await ask({ ...BODY, dates: [] })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await ask({ ...BODY, dates: [{ segmentIndex: 0, date: '12/12/2026' }] })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await ask({ ...BODY, orderNo: '../x' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await ask(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(rescheduleFlights).not.toHaveBeenCalled();
  });
});
