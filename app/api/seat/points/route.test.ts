import {
  callUpstream,
  destroySession,
  forwardedFor,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Spec §7 getPointsInfo / getAvailableForSeat, §9 (100 points = 1 unit); decision 22: points pay for seats, for
// members only.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.6.1');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const DATA = { currentPoints: 12_000, maxPoints: 3_000, maxDeduction: 3_000, realNameExpired: false };

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/seat/points?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  destroySession.mockReset();
  callUpstream.mockReset();
});

describe('GET /api/seat/points (spec §7 getAvailableForSeat; decision 22)', () => {
  it("asks with the member's token how many points may pay for the amount", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    expect(await get({ amount: '6000', currency: 'CNY' })).toMatchObject({ code: ResultCode.OK, data: DATA });
    const call = callUpstream.mock.calls[0]![0] as { path: string; context: { token?: string }; body: unknown };
    expect(call.path).toBe(UpstreamPath.pointsForSeat);
    expect(call.context.token).toBe('member-token');
    expect(call.body).toEqual({ amount: 6000, currency: 'CNY' });
  });

  it('a visitor answers NOT_LOGGED_IN and airline-api is not asked', async () => {
    readSession.mockResolvedValue(null);
    expect(await get({ amount: '6000', currency: 'CNY' })).toMatchObject({
      status: 401,
      code: ResultCode.NOT_LOGGED_IN,
    });
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('a token airline-api refuses ends the session', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.TOKEN_EXPIRED, msg: 'x' });
    expect((await get({ amount: '6000', currency: 'USD' })).code).toBe(ResultCode.TOKEN_EXPIRED);
    expect(destroySession).toHaveBeenCalled();
  });

  it('refuses a negative, fractional or missing amount and an unknown currency', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    for (const query of <Record<string, string>[]>[
      { amount: '-1', currency: 'CNY' },
      { amount: '1.5', currency: 'CNY' },
      { currency: 'CNY' },
      { amount: '100', currency: 'EUR' },
    ])
      expect((await get(query)).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});
