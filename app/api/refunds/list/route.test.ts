import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 23; spec §3 refund application, §9 refund times: the order pages show every application's tracker,
// to the order's member or to the visitor of this browser only.

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const refundList = jest.fn();
jest.mock('@/lib/upstream/refunds', () => ({ refundList: (...args: unknown[]) => refundList(...args) }));

forwardedFor('10.90.0.2');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: 'ZHANG/YUNQUE', mobile: '13800138000' };

async function list(query: string) {
  const response = await GET(new Request(`http://shop.test/api/refunds/list?${query}`, { method: 'GET' }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  visitorProofFor.mockReset();
  refundList.mockReset();
});

describe('GET /api/refunds/list (decision 23)', () => {
  it("lists the member's own order's applications by the token", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    refundList.mockResolvedValue(upstreamOk({ list: [] }));
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ code: ResultCode.OK, data: { list: [] } });
    expect(refundList.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(refundList.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, visitor: undefined });
  });

  it("lists a visitor's with the seal's proof and no token; a proof in the query is ignored", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    refundList.mockResolvedValue(upstreamOk({ list: [] }));
    expect((await list(`orderNo=${ORDER_NO}&passengerName=X&mobile=13900000000`)).code).toBe(ResultCode.OK);
    expect(refundList.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(refundList.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND for another member’s order and without any access; a bad number is refused', async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    refundList.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    refundList.mockReset();
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(await list('orderNo=../../x')).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect(refundList).not.toHaveBeenCalled();
  });
});
