import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 25; spec §4 order type 5: the order pages list the children and infants added, read as the member
// (token) or as the visitor of this browser (the seal's proof, never one from the query).

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addPeopleList = jest.fn();
jest.mock('@/lib/upstream/add-people', () => ({
  addPeopleList: (...args: unknown[]) => addPeopleList(...args),
}));

forwardedFor(() => `10.91.16.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };

async function get(query: string) {
  const response = await GET(
    new Request(`http://shop.test/api/add-people/list?${query}`, { headers: { 'x-sf-locale': 'en-US' } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  addPeopleList.mockReset();
});

describe('GET /api/add-people/list (decision 25; spec §4)', () => {
  it("reads the member's own order by the token", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    addPeopleList.mockResolvedValue(upstreamOk({ list: [] }));
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ code: ResultCode.OK, data: { list: [] } });
    expect(addPeopleList.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(addPeopleList.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, visitor: undefined });
  });

  it("reads a visitor's with the seal's proof and no token; a proof in the query is never read", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addPeopleList.mockResolvedValue(upstreamOk({ list: [] }));
    expect((await get(`orderNo=${ORDER_NO}&passengerName=Someone&mobile=13900000000`)).code).toBe(ResultCode.OK);
    expect(addPeopleList.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addPeopleList.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND without a session or a seal, and for another member’s order; a bad number is refused', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    addPeopleList.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect((await get('orderNo=..%2Fx')).code).toBe(ResultCode.BAD_REQUEST);
    expect(addPeopleList).toHaveBeenCalledTimes(1);
  });
});
