import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST as claim } from './route';
import { POST as openGift } from '../open-gift/route';
import { POST as draw } from '../roulette-draw/route';

const claimCoupon = jest.fn();
const openGiftPackage = jest.fn();
const rouletteDraw = jest.fn();
jest.mock('@/lib/upstream/coupons', () => ({
  rouletteDraw: (...args: unknown[]) => rouletteDraw(...args),
  claimCoupon: (...args: unknown[]) => claimCoupon(...args),
  openGiftPackage: (...args: unknown[]) => openGiftPackage(...args),
}));

forwardedFor('10.72.1.2');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function post(handler: typeof claim, path: string, body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await handler(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'zh-CN' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  claimCoupon.mockReset();
  openGiftPackage.mockReset();
});

describe('POST /api/member/coupons/claim, /open-gift and /roulette-draw', () => {
  it("claims with the session's token and passes airline-api's refusal on", async () => {
    claimCoupon.mockResolvedValue(upstreamOk({ couponId: 'CP-1', validTo: '2027-01-01T00:00:00.000Z' }));
    expect(await post(claim, '/api/member/coupons/claim', { offerId: 'OF-1' })).toMatchObject({
      code: ResultCode.OK,
      data: { couponId: 'CP-1' },
    });
    expect(claimCoupon.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(claimCoupon.mock.calls[0]![1]).toEqual({ offerId: 'OF-1' });
    claimCoupon.mockResolvedValue({ ok: false, code: ResultCode.COUPON_RUN_OUT, msg: 'x' });
    expect(await post(claim, '/api/member/coupons/claim', { offerId: 'OF-1' })).toMatchObject({
      status: 409,
      code: ResultCode.COUPON_RUN_OUT,
    });
  });

  it('refuses no id, a visitor and a foreign origin, for both', async () => {
    expect((await post(claim, '/api/member/coupons/claim', {})).status).toBe(400);
    expect((await post(openGift, '/api/member/coupons/open-gift', {})).status).toBe(400);
    expect((await post(claim, '/api/member/coupons/claim', { offerId: 'OF-1' }, 'http://evil.test')).status).toBe(403);
    const foreign = await post(openGift, '/api/member/coupons/open-gift', { packageId: 'GP-1' }, 'http://evil.test');
    expect(foreign.status).toBe(403);
    readSession.mockResolvedValue(null);
    expect((await post(claim, '/api/member/coupons/claim', { offerId: 'OF-1' })).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect((await post(openGift, '/api/member/coupons/open-gift', { packageId: 'GP-1' })).code).toBe(
      ResultCode.NOT_LOGGED_IN,
    );
    expect((await post(draw, '/api/member/coupons/roulette-draw', {}, 'http://evil.test')).status).toBe(403);
    expect((await post(draw, '/api/member/coupons/roulette-draw', {})).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(rouletteDraw).not.toHaveBeenCalled();
    expect(claimCoupon).not.toHaveBeenCalled();
    expect(openGiftPackage).not.toHaveBeenCalled();
  });
});
