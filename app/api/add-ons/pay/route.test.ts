import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 28: an add-on order goes to the gateway for what airline-api says is due, never what the
// browser says, and comes back to /ancillaryConfirm.

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnOrderDetail = jest.fn();
jest.mock('@/lib/upstream/add-ons', () => ({ addOnOrderDetail: (...args: unknown[]) => addOnOrderDetail(...args) }));
const paymentApply = jest.fn();
jest.mock('@/lib/upstream/payment', () => ({ paymentApply: (...args: unknown[]) => paymentApply(...args) }));

forwardedFor(() => `10.93.2.${ip}`);
visitorProofFor.mockImplementation(async () => null);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_ORDER_NO = 'YQ2026120199999999';
const BODY = { orderNo: ORDER_NO, addOnOrderNo: ADD_ON_ORDER_NO, attempt: '6f1c2b9e-3d4a-4c55' };
const ORDER = { orderNo: ADD_ON_ORDER_NO, state: 'PENDING_PAYMENT', payAmount: 9800, currency: 'CNY' };

async function pay(body: Record<string, unknown> = BODY) {
  const response = await POST(
    new Request('http://shop.test/api/add-ons/pay', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  addOnOrderDetail.mockReset();
  paymentApply.mockReset();
});

describe('POST /api/add-ons/pay (decision 28)', () => {
  it('applies for what the add-on order is due, with result type ancillary, back to /ancillaryConfirm', async () => {
    addOnOrderDetail.mockResolvedValue(upstreamOk(ORDER));
    paymentApply.mockResolvedValue(upstreamOk({ url: 'http://api.test/sandbox/pay/P1', paymentId: 'P1' }));
    expect(await pay({ ...BODY, amount: 1 })).toMatchObject({
      code: ResultCode.OK,
      data: { url: 'http://api.test/sandbox/pay/P1' },
    });
    expect(addOnOrderDetail.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      addOnOrderNo: ADD_ON_ORDER_NO,
      visitor: undefined,
    });
    const [, apply, key] = paymentApply.mock.calls[0] as [unknown, Record<string, unknown>, string];
    expect(apply).toEqual({
      orderNo: ADD_ON_ORDER_NO,
      amount: 9800,
      currency: 'CNY',
      type: 'ancillary',
      webCallbackUrl: `http://shop.test/en-US/ancillaryConfirm/${ORDER_NO}`,
    });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an order that is paid, closed or free (ORDER_NOT_PAYABLE), and one it may not read', async () => {
    for (const over of [{ state: 'DONE' }, { state: 'CANCELLED' }, { payAmount: 0 }]) {
      addOnOrderDetail.mockResolvedValue(upstreamOk({ ...ORDER, ...over }));
      expect((await pay()).code).toBe(ResultCode.ORDER_NOT_PAYABLE);
    }
    addOnOrderDetail.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect((await pay()).code).toBe(ResultCode.NOT_FOUND);
    expect(paymentApply).not.toHaveBeenCalled();
  });
});
