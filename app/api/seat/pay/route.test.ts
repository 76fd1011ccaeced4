import {
  callUpstream,
  checkInProofFor,
  forwardedFor,
  mockedCheckInProof,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, UpstreamPath, type AddOnOrder } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 22, spec §3 payment application: an add-on order is paid at the gateway for what it says is due
// (never an amount from the browser), only while it waits for payment, and the gateway returns to /result with
// type checkin and the parent order and segment.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.7.1');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'https://www.airline.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_NO = 'YA2026120100000001';
const PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const PENDING = {
  orderNo: ADD_ON_NO,
  parentOrderNo: ORDER_NO,
  segmentIndex: 1,
  state: 'PENDING_PAYMENT',
  currency: 'USD',
  amount: 5000,
  pointsUsed: 1000,
  pointsAmount: 1000,
  payAmount: 4000,
} as unknown as AddOnOrder;
const GATEWAY = { url: 'https://pay.airline.test/g/1', paymentId: 'P1', paymentDeadline: '2026-12-01T00:30:00.000Z' };

type Call = { path: string; context: { token?: string }; body: Record<string, unknown>; idempotencyKey?: string };
const calls = (path: string) => callUpstream.mock.calls.map(([c]) => c as Call).filter((c) => c.path === path);

let order: AddOnOrder | { ok: false; code: string } = PENDING;
beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  callUpstream.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  checkInProofFor.mockResolvedValue(null);
  order = PENDING;
  callUpstream.mockImplementation(async (call: Call) => {
    if (call.path === UpstreamPath.addOnOrder) return 'ok' in order ? { ...order, msg: 'x' } : upstreamOk(order);
    if (call.path === UpstreamPath.paymentApply) return upstreamOk(GATEWAY);
    throw new Error(`unexpected ${call.path}`);
  });
});

async function pay(body: Record<string, unknown>, origin = 'https://www.airline.test') {
  const response = await POST(
    new Request('https://www.airline.test/api/seat/pay', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

describe('POST /api/seat/pay (decision 22; spec §3 payment application)', () => {
  it('applies for what the add-on order says is due, returning to /result with the parent and segment', async () => {
    const body = { orderNo: ORDER_NO, addOnOrderNo: ADD_ON_NO, segmentIndex: 1, attempt: 'attempt-0001' };
    expect(await pay({ ...body, amount: 1 })).toEqual({
      status: 200,
      code: ResultCode.OK,
      msg: expect.any(String),
      data: { url: GATEWAY.url },
    });
    const [read] = calls(UpstreamPath.addOnOrder);
    expect(read!.context.token).toBe('member-token');
    expect(read!.body).toEqual({ orderNo: ORDER_NO, segmentIndex: 1, addOnOrderNo: ADD_ON_NO });
    const [apply] = calls(UpstreamPath.paymentApply);
    expect(apply!.body).toMatchObject({
      orderNo: ADD_ON_NO,
      amount: 4000,
      currency: 'USD',
      type: 'checkin',
      webCallbackUrl: `https://www.airline.test/en-US/result?parent=${ORDER_NO}&seg=1`,
    });
    // The same click retried is one attempt: the same key; another click, another key.
    await pay(body);
    await pay({ ...body, attempt: 'attempt-0002' });
    const keys = calls(UpstreamPath.paymentApply).map((c) => c.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("a visitor's add-on order is read with the seal's proof and no token", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    expect((await pay({ orderNo: ORDER_NO, segmentIndex: 0, addOnOrderNo: ADD_ON_NO })).code).toBe(ResultCode.OK);
    const [read] = calls(UpstreamPath.addOnOrder);
    expect(read!.context.token).toBeUndefined();
    expect(read!.body.visitor).toEqual(PROOF);
  });

  it('refuses an order not waiting for payment, or with nothing to pay, and asks the gateway nothing', async () => {
    for (const over of [{ state: 'PAID' }, { state: 'DONE' }, { state: 'CANCELLED' }, { payAmount: 0 }]) {
      order = { ...PENDING, ...over } as AddOnOrder;
      expect(await pay({ orderNo: ORDER_NO, segmentIndex: 0, addOnOrderNo: ADD_ON_NO })).toMatchObject({
        status: 409,
        code: ResultCode.ORDER_NOT_PAYABLE,
      });
    }
    expect(calls(UpstreamPath.paymentApply)).toHaveLength(0);
  });

  it("another member's or an unknown add-on order is NOT_FOUND; a foreign origin is refused", async () => {
    order = { ok: false, code: ResultCode.NOT_FOUND };
    expect(await pay({ orderNo: ORDER_NO, segmentIndex: 0, addOnOrderNo: ADD_ON_NO })).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
    });
    expect(
      (await pay({ orderNo: ORDER_NO, segmentIndex: 0, addOnOrderNo: ADD_ON_NO }, 'https://evil.example')).status,
    ).toBe(403);
    expect(calls(UpstreamPath.paymentApply)).toHaveLength(0);
  });

  it('refuses a bad attempt id or a missing add-on order before asking', async () => {
    expect((await pay({ orderNo: ORDER_NO, segmentIndex: 0, addOnOrderNo: ADD_ON_NO, attempt: 'x' })).status).toBe(400);
    expect((await pay({ orderNo: ORDER_NO })).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});
