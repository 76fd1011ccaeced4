import {
  bffLocale,
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  upstreamContextFor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 28: one add-on order read in its ticket order's scope (the member's token, or the visitor order seal).

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnOrderDetail = jest.fn();
jest.mock('@/lib/upstream/add-ons', () => ({ addOnOrderDetail: (...args: unknown[]) => addOnOrderDetail(...args) }));

forwardedFor('10.93.3.1');
bffLocale.mockImplementation(async () => 'zh-CN');
upstreamContextFor.mockImplementation(async () => ({ language: 'zh_CN', token: undefined }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_ORDER_NO = 'YQ2026120199999999';

async function read(query: string) {
  const response = await GET(new Request(`http://shop.test/api/add-ons/order?${query}`), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockResolvedValue(null);
  visitorProofFor.mockReset();
  addOnOrderDetail.mockReset();
});

describe('GET /api/add-ons/order (decision 28)', () => {
  it("reads with the seal's proof of the ticket order", async () => {
    visitorProofFor.mockResolvedValue({ orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' });
    addOnOrderDetail.mockResolvedValue(upstreamOk({ orderNo: ADD_ON_ORDER_NO }));
    expect(await read(`orderNo=${ORDER_NO}&addOnOrderNo=${ADD_ON_ORDER_NO}`)).toMatchObject({ code: ResultCode.OK });
    expect(addOnOrderDetail.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      addOnOrderNo: ADD_ON_ORDER_NO,
      visitor: { passengerName: '张云雀', mobile: '13800138000' },
    });
  });

  it('is NOT_FOUND with neither a session nor a seal, and BAD_REQUEST for a malformed order number', async () => {
    visitorProofFor.mockResolvedValue(null);
    expect((await read(`orderNo=${ORDER_NO}&addOnOrderNo=${ADD_ON_ORDER_NO}`)).code).toBe(ResultCode.NOT_FOUND);
    expect((await read(`orderNo=../x&addOnOrderNo=${ADD_ON_ORDER_NO}`)).code).toBe(ResultCode.BAD_REQUEST);
    expect(addOnOrderDetail).not.toHaveBeenCalled();
  });
});
