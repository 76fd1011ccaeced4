import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 23; spec §4 change-date payment statuses, §7 my-reschedule-order: the rescheduled orders of an order,
// read as the member or as the visitor of this browser.

jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const rescheduleList = jest.fn();
jest.mock('@/lib/upstream/reschedule', () => ({ rescheduleList: (...args: unknown[]) => rescheduleList(...args) }));

forwardedFor('10.91.2.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };

async function list(query: string) {
  const response = await GET(
    new Request(`http://shop.test/api/reschedule/list?${query}`, { headers: { 'x-sf-locale': 'en-US' } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  visitorProofFor.mockReset();
  rescheduleList.mockReset();
});

describe('GET /api/reschedule/list (decision 23; spec §4)', () => {
  it("lists the member's own order's changes by the token", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    rescheduleList.mockResolvedValue(upstreamOk({ list: [] }));
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ code: ResultCode.OK, data: { list: [] } });
    expect(rescheduleList.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(rescheduleList.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, visitor: undefined });
  });

  it("lists a visitor's with the seal's proof; a proof in the query is never read", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    rescheduleList.mockResolvedValue(upstreamOk({ list: [] }));
    expect((await list(`orderNo=${ORDER_NO}&passengerName=Someone&mobile=13900000000`)).code).toBe(ResultCode.OK);
    expect(rescheduleList.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(rescheduleList.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND without a session or a seal, and for another member’s order; a bad number is refused', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    rescheduleList.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await list(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect((await list('orderNo=..%2Fx')).code).toBe(ResultCode.BAD_REQUEST);
    expect(rescheduleList).toHaveBeenCalledTimes(1);
  });
});
