import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo}; §8 'a passenger under 18 cannot add a child or
// infant', 'cannot add child/infant: limit reached': the order's adults and the price of the new passenger are read
// as the member (token) or as the visitor of this browser (the seal's proof, never one from the query).

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addPeopleCheck = jest.fn();
jest.mock('@/lib/upstream/add-people', () => ({
  addPeopleCheck: (...args: unknown[]) => addPeopleCheck(...args),
}));

forwardedFor(() => `10.91.15.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const CHECK = { type: 'CHD', currency: 'CNY', adults: [], segments: [] };

async function get(query: string) {
  const response = await GET(
    new Request(`http://shop.test/api/add-people/check?${query}`, { headers: { 'x-sf-locale': 'en-US' } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  addPeopleCheck.mockReset();
});

describe('GET /api/add-people/check (decision 25; spec §5, §8)', () => {
  it("reads the member's own order by the token, for the type asked", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    addPeopleCheck.mockResolvedValue(upstreamOk(CHECK));
    expect(await get(`orderNo=${ORDER_NO}&type=CHD`)).toMatchObject({ code: ResultCode.OK, data: CHECK });
    expect(addPeopleCheck.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(addPeopleCheck.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, visitor: undefined, type: 'CHD' });
  });

  it("reads a visitor's with the seal's proof and no token; a proof in the query is never read", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addPeopleCheck.mockResolvedValue(upstreamOk({ ...CHECK, type: 'INF' }));
    expect((await get(`orderNo=${ORDER_NO}&type=INF&passengerName=Someone&mobile=13900000000`)).code).toBe(
      ResultCode.OK,
    );
    expect(addPeopleCheck.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addPeopleCheck.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
      type: 'INF',
    });
  });

  it("falls back to the seal's proof when a member looks at an order this browser found as a visitor", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(SEAL);
    addPeopleCheck
      .mockResolvedValueOnce({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' })
      .mockResolvedValueOnce(upstreamOk(CHECK));
    expect((await get(`orderNo=${ORDER_NO}&type=CHD`)).code).toBe(ResultCode.OK);
    expect(addPeopleCheck.mock.calls[1]![0]).toMatchObject({ token: undefined });
    expect(addPeopleCheck.mock.calls[1]![1]).toMatchObject({ visitor: { passengerName: SEAL.passengerName } });
  });

  it('is NOT_FOUND without a session or a seal; a bad number or type is refused before airline-api', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await get(`orderNo=${ORDER_NO}&type=CHD`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await get('orderNo=..%2Fx&type=CHD')).code).toBe(ResultCode.BAD_REQUEST);
    expect((await get(`orderNo=${ORDER_NO}&type=ADT`)).code).toBe(ResultCode.BAD_REQUEST);
    expect((await get(`orderNo=${ORDER_NO}`)).code).toBe(ResultCode.BAD_REQUEST);
    expect(addPeopleCheck).not.toHaveBeenCalled();
  });
});
