import { forwardedFor, mockedVisitorOrders, readSession, visitorProofFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 24; spec §5 'Change name or certificate … some passengers are not eligible': the order's check is read
// as the member (token) or as the visitor of this browser (the seal's proof, never one from the query).

// A new address per test: the change limit (10 a minute per address) is not what these tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const passengerModifyCheck = jest.fn();
jest.mock('@/lib/upstream/passenger-modify', () => ({
  passengerModifyCheck: (...args: unknown[]) => passengerModifyCheck(...args),
}));

forwardedFor(() => `10.91.14.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };

async function get(query: string) {
  const response = await GET(
    new Request(`http://shop.test/api/passenger-modify/check?${query}`, { headers: { 'x-sf-locale': 'en-US' } }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  passengerModifyCheck.mockReset();
});

describe('GET /api/passenger-modify/check (decision 24; spec §5)', () => {
  it("reads the member's own order by the token", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    visitorProofFor.mockResolvedValue(null);
    passengerModifyCheck.mockResolvedValue(upstreamOk({ passengers: [] }));
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ code: ResultCode.OK, data: { passengers: [] } });
    expect(passengerModifyCheck.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(passengerModifyCheck.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, visitor: undefined });
  });

  it("reads a visitor's with the seal's proof and no token; a proof in the query is never read", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    passengerModifyCheck.mockResolvedValue(upstreamOk({ passengers: [] }));
    expect((await get(`orderNo=${ORDER_NO}&passengerName=Someone&mobile=13900000000`)).code).toBe(ResultCode.OK);
    expect(passengerModifyCheck.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(passengerModifyCheck.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND without a session or a seal, and for another member’s order; a bad number is refused', async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(null);
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    passengerModifyCheck.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await get(`orderNo=${ORDER_NO}`)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect((await get('orderNo=..%2Fx')).code).toBe(ResultCode.BAD_REQUEST);
    expect(passengerModifyCheck).toHaveBeenCalledTimes(1);
  });
});
