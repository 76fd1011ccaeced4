import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 23; spec §7 /modAndRef/api/refund/ancillary (decision 26): the application of add-ons alone, as the member
// or as the visitor of this browser, with one key per click.

// A new address per test: the limits per address are not what most tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnRefundCommit = jest.fn();
jest.mock('@/lib/upstream/add-on-refunds', () => ({
  addOnRefundCommit: (...args: unknown[]) => addOnRefundCommit(...args),
}));

forwardedFor(() => `10.92.3.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const FIELDS = { orderNo: ORDER_NO, addOnIds: ['11'], quotedAmount: 3800 };
const BODY = { ...FIELDS, attempt: ATTEMPT };
const APPLICATION = { refundNo: 'RF1', orderNo: ORDER_NO, status: 'SUBMITTED' };

async function commit(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/refunds/add-ons/commit', {
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
  addOnRefundCommit.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/refunds/add-ons/commit (decision 23; decision 26)', () => {
  it("applies on the member's order with the token, the quoted amount and a key; the attempt is not a field", async () => {
    addOnRefundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    expect(await commit()).toMatchObject({ code: ResultCode.OK, data: APPLICATION });
    const [context, fields, key] = addOnRefundCommit.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the same key of the same attempt (a retried click), another of a new one; none without one', async () => {
    addOnRefundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    await commit();
    await commit();
    await commit({ ...BODY, attempt: 'a-new-attempt-0001' });
    const keys = addOnRefundCommit.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).not.toContain(ATTEMPT);
    expect(await commit(FIELDS)).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect((await commit({ ...BODY, attempt: 'bad attempt!' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(addOnRefundCommit).toHaveBeenCalledTimes(3);
  });

  it("applies on a visitor's order with the seal's proof; a forged one is dropped", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addOnRefundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await commit({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(addOnRefundCommit.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addOnRefundCommit.mock.calls[0]![1]).toEqual({
      ...FIELDS,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND for another member’s order and without a session or a seal', async () => {
    addOnRefundCommit.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    addOnRefundCommit.mockReset();
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(addOnRefundCommit).not.toHaveBeenCalled();
  });

  it.each([
    [ResultCode.REFUND_AMOUNT_CHANGED, 'The refund amount has changed; please check it again'],
    [ResultCode.ADD_ON_REFUND_IN_PROGRESS, 'This add-on is refunded already or its refund is under way'],
    [ResultCode.ADD_ON_REFUND_CLOSED, 'The time to refund this add-on has passed'],
  ])('says %s in its own localized words, never upstream text', async (code, msg) => {
    addOnRefundCommit.mockResolvedValue({ ok: false, code, msg: 'upstream text' });
    expect(await commit()).toMatchObject({ status: 409, code, msg });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    expect((await commit({ ...BODY, quotedAmount: -1 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, quotedAmount: 1.5 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, addOnIds: [] })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, orderNo: '../x' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await commit(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(addOnRefundCommit).not.toHaveBeenCalled();
  });

  it('limits applications per address (10 a minute)', async () => {
    addOnRefundCommit.mockResolvedValue(upstreamOk(APPLICATION));
    for (let i = 0; i < 10; i += 1) expect((await commit()).code).toBe(ResultCode.OK);
    expect(await commit()).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect(addOnRefundCommit).toHaveBeenCalledTimes(10);
  });
});
