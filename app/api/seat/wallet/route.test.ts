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

// Decision 49 (issue 28 §5), spec §2 'wallet-enabled members pay through the wallet flow': a member pays an add-on
// order of seats from the wallet for what the order says is due (never an amount from the browser), only while it
// waits for payment, and gets the signed return the gateway would have sent (type checkin) for /result.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.7.2');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'https://www.airline.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_NO = 'YA2026120100000001';
const PENDING = {
  orderNo: ADD_ON_NO,
  parentOrderNo: ORDER_NO,
  segmentIndex: 1,
  state: 'PENDING_PAYMENT',
  currency: 'CNY',
  amount: 5000,
  payAmount: 4000,
} as unknown as AddOnOrder;
const RETURN = { type: 'checkin', orderNumber: ADD_ON_NO, pay: 'success', paymentId: 'p-1', amount: 4000, sign: 'ab' };
const PAID = {
  orderNo: ADD_ON_NO,
  orderStatus: 2,
  balance: 1000,
  requestNo: 'WP2026120112345678',
  paymentReturn: RETURN,
};
const BODY = { orderNo: ORDER_NO, addOnOrderNo: ADD_ON_NO, segmentIndex: 1, attempt: 'attempt-0001' };

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
    if (call.path === UpstreamPath.walletPay) return upstreamOk(PAID);
    throw new Error(`unexpected ${call.path}`);
  });
});

async function pay(body: Record<string, unknown>, origin = 'https://www.airline.test') {
  const response = await POST(
    new Request('https://www.airline.test/api/seat/wallet', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

describe('POST /api/seat/wallet (decision 49)', () => {
  it("pays what the add-on order says is due with the member's token, answering the signed return", async () => {
    expect(await pay({ ...BODY, amount: 1 })).toEqual({
      status: 200,
      code: ResultCode.OK,
      msg: expect.any(String),
      data: { orderNo: ADD_ON_NO, orderStatus: 2, requestNo: PAID.requestNo, paymentReturn: RETURN },
    });
    const [wallet] = calls(UpstreamPath.walletPay);
    expect(wallet!.context.token).toBe('member-token');
    expect(wallet!.body).toEqual({ orderNo: ADD_ON_NO, amount: 4000, currency: 'CNY', type: 'checkin' });
    // The same click retried is one attempt: the same key; another click, another key.
    await pay(BODY);
    await pay({ ...BODY, attempt: 'attempt-0002' });
    const keys = calls(UpstreamPath.walletPay).map((c) => c.idempotencyKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('is for members only: a visitor with the seal is refused before anything is read', async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue({ ticketNo: '9021234567890', name: '张云雀' });
    expect((await pay(BODY)).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('refuses an order not waiting for payment, an unknown one and a foreign origin, taking nothing', async () => {
    for (const over of [{ state: 'PAID' }, { state: 'CANCELLED' }, { payAmount: 0 }]) {
      order = { ...PENDING, ...over } as AddOnOrder;
      expect((await pay(BODY)).code).toBe(ResultCode.ORDER_NOT_PAYABLE);
    }
    order = { ok: false, code: ResultCode.NOT_FOUND };
    expect((await pay(BODY)).code).toBe(ResultCode.NOT_FOUND);
    order = PENDING;
    expect((await pay(BODY, 'https://evil.example')).status).toBe(403);
    expect(calls(UpstreamPath.walletPay)).toHaveLength(0);
  });
});
