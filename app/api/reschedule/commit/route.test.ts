import {
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  rememberOrderForVisitor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §2 /modify/confirm, §3 change-date cost, §4 change-date payment statuses: the change makes a
// rescheduled order (type 2) once, with an idempotency key from the browser's attempt; a visitor's new order is
// sealed for this browser so it can be paid and followed.

// A new address per test: the commit limit (10 a minute per address) is not what these tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const rescheduleCommit = jest.fn();
jest.mock('@/lib/upstream/reschedule', () => ({
  rescheduleCommit: (...args: unknown[]) => rescheduleCommit(...args),
}));

forwardedFor(() => `10.91.3.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const NEW_ORDER_NO = 'YQ2026120187654321';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const FIELDS = {
  orderNo: ORDER_NO,
  items: [{ passengerId: 'P1', segmentIndex: 0 }],
  choices: [{ segmentIndex: 0, fareId: 'FARE-1' }],
  quotedTotal: 18000,
};
const BODY = { ...FIELDS, attempt: ATTEMPT };
const ORDER = { orderNo: NEW_ORDER_NO, parentOrderNo: ORDER_NO, status: 'PENDING_PAYMENT', total: 18000 };

async function commit(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/reschedule/commit', {
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
  rememberOrderForVisitor.mockReset();
  rescheduleCommit.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/reschedule/commit (decision 23; spec §3, §4)', () => {
  it("makes the member's change with the quoted total and a key, and seals nothing for a member", async () => {
    rescheduleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    expect(await commit()).toMatchObject({ code: ResultCode.OK, data: { order: ORDER } });
    const [context, fields, key] = rescheduleCommit.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    // The attempt is the key's seed, not a field airline-api gets.
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it('makes the same key of the same attempt (a retried click), another of a new attempt; none without one', async () => {
    rescheduleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    await commit();
    await commit();
    await commit({ ...BODY, attempt: 'a-new-attempt-0001' });
    const keys = rescheduleCommit.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).not.toContain(ATTEMPT);
    expect(await commit(FIELDS)).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect(await commit({ ...BODY, attempt: 'bad attempt!' })).toMatchObject({ code: ResultCode.BAD_REQUEST });
    expect(rescheduleCommit).toHaveBeenCalledTimes(3);
  });

  it("makes a visitor's change with the seal's proof (a forged one dropped) and seals the new order for this browser", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await commit({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(rescheduleCommit.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(rescheduleCommit.mock.calls[0]![1]).toEqual({
      ...FIELDS,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
    expect(rememberOrderForVisitor).toHaveBeenCalledTimes(1);
    expect(rememberOrderForVisitor.mock.calls[0]![1]).toEqual({
      orderNo: NEW_ORDER_NO,
      passengerName: SEAL.passengerName,
      mobile: SEAL.mobile,
    });
  });

  it('is NOT_FOUND for another member’s order and without a session or a seal; nothing is sealed', async () => {
    rescheduleCommit.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    rescheduleCommit.mockReset();
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(rescheduleCommit).not.toHaveBeenCalled();
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it('passes CHANGE_PRICE_CHANGED on in the locale, for the page to quote again; a visitor gets no seal then', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleCommit.mockResolvedValue({ ok: false, code: ResultCode.CHANGE_PRICE_CHANGED, msg: 'x' });
    expect(await commit()).toMatchObject({
      status: 409,
      code: ResultCode.CHANGE_PRICE_CHANGED,
      msg: 'The cost of the change has changed; please check it again',
    });
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    expect((await commit({ ...BODY, quotedTotal: -1 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, quotedTotal: 1.5 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, items: [] })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await commit(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(rescheduleCommit).not.toHaveBeenCalled();
  });
});
