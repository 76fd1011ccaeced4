import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 49 (issue 28 §5), spec §2 'wallet-enabled members pay through the wallet flow': a member pays an add-on
// order from the wallet for what airline-api says is due, never what the browser says, and gets the signed return
// the gateway would have sent (type ancillary), which /ancillaryConfirm verifies.

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnOrderDetail = jest.fn();
jest.mock('@/lib/upstream/add-ons', () => ({ addOnOrderDetail: (...args: unknown[]) => addOnOrderDetail(...args) }));
const walletPay = jest.fn();
jest.mock('@/lib/upstream/payment', () => ({ walletPay: (...args: unknown[]) => walletPay(...args) }));

forwardedFor(() => `10.93.3.${ip}`);
visitorProofFor.mockImplementation(async () => null);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_ORDER_NO = 'YQ2026120199999999';
const BODY = { orderNo: ORDER_NO, addOnOrderNo: ADD_ON_ORDER_NO, attempt: '6f1c2b9e-3d4a-4c55' };
const ORDER = { orderNo: ADD_ON_ORDER_NO, state: 'PENDING_PAYMENT', payAmount: 9800, currency: 'CNY' };
const RETURN = {
  type: 'ancillary',
  orderNumber: ADD_ON_ORDER_NO,
  pay: 'success',
  paymentId: 'p',
  amount: 9800,
  sign: 'ab',
};
const PAID = {
  orderNo: ADD_ON_ORDER_NO,
  orderStatus: 2,
  balance: 1,
  requestNo: 'WP2026120100000001',
  paymentReturn: RETURN,
};

async function pay(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/add-ons/wallet', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
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
  walletPay.mockReset();
});

describe('POST /api/add-ons/wallet (decision 49)', () => {
  it('pays what the add-on order is due, with result type ancillary, answering the signed return', async () => {
    addOnOrderDetail.mockResolvedValue(upstreamOk(ORDER));
    walletPay.mockResolvedValue(upstreamOk(PAID));
    expect(await pay({ ...BODY, amount: 1 })).toMatchObject({
      code: ResultCode.OK,
      data: { orderNo: ADD_ON_ORDER_NO, orderStatus: 2, requestNo: PAID.requestNo, paymentReturn: RETURN },
    });
    expect(addOnOrderDetail.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      addOnOrderNo: ADD_ON_ORDER_NO,
      visitor: undefined,
    });
    const [, input, key] = walletPay.mock.calls[0] as [unknown, Record<string, unknown>, string];
    expect(input).toEqual({ orderNo: ADD_ON_ORDER_NO, amount: 9800, currency: 'CNY', type: 'ancillary' });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for members only, and refuses a foreign origin, before reading anything', async () => {
    readSession.mockResolvedValue(null);
    expect((await pay()).code).toBe(ResultCode.NOT_LOGGED_IN);
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await pay(BODY, 'http://evil.example')).status).toBe(403);
    expect(addOnOrderDetail).not.toHaveBeenCalled();
    expect(walletPay).not.toHaveBeenCalled();
  });

  it('refuses an order that is paid, closed or free (ORDER_NOT_PAYABLE), and one it may not read', async () => {
    for (const over of [{ state: 'DONE' }, { state: 'CANCELLED' }, { payAmount: 0 }]) {
      addOnOrderDetail.mockResolvedValue(upstreamOk({ ...ORDER, ...over }));
      expect((await pay()).code).toBe(ResultCode.ORDER_NOT_PAYABLE);
    }
    addOnOrderDetail.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect((await pay()).code).toBe(ResultCode.NOT_FOUND);
    expect(walletPay).not.toHaveBeenCalled();
  });
});
