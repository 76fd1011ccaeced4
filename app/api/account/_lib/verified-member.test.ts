import { destroySession, forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type MemberInfo } from '@/lib/contract';
import { upstreamOk, type UpstreamResult } from '@/lib/upstream/result';
import { GET as header } from '../header/route';
import { GET as me } from '../me/route';

let session: { memberId: string; token: string } | null = null;
const answers: UpstreamResult<MemberInfo>[] = [];
jest.mock('@/lib/upstream/member', () => ({ memberInfoQuery: async () => answers.shift() }));

forwardedFor('10.30.0.1');
readSession.mockImplementation(async () => session);
upstreamContextFor.mockImplementation(async () => ({}));
destroySession.mockImplementation(async () => {
  session = null;
});

const member = (memberId: string) =>
  ({
    token: 't',
    memberId,
    walletStatus: 'F',
    memberBaseInfo: {
      name: null,
      lastLoginTime: null,
      regTime: '2025-01-01T00:00:00.000Z',
      email: null,
      cellphoneCode: '86',
      cellphone: '13800138000',
    },
    summary: {
      nickname: 'Lark',
      memberNo: '8800000001',
      points: 0,
      balance: { amount: 0, currency: 'CNY' },
      coupons: 0,
      growthValue: 0,
      certificationStatus: 0,
    },
    hasPassword: true,
    passwordResetRequired: false,
    thirdPartyBindings: [],
  }) as MemberInfo;
const failure = (code: Exclude<ResultCode, '0'>): UpstreamResult<MemberInfo> => ({ ok: false, code, msg: 'x' });

const call = async (route: typeof header) => {
  const response = await route(new Request('http://shop.test/api/account/x', { headers: { 'x-sf-locale': 'en-US' } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
};

beforeEach(() => {
  session = { memberId: 'M1', token: 't' };
  destroySession.mockClear();
  answers.length = 0;
});

describe('an upstream hiccup does not log a member out (header and me)', () => {
  it('two 5xx answers keep the session and say so; the next call finds the member again', async () => {
    answers.push(failure(ResultCode.UPSTREAM_UNAVAILABLE), failure(ResultCode.UPSTREAM_UNAVAILABLE));
    answers.push(upstreamOk(member('M1')), upstreamOk(member('M1')));
    const first = await call(header);
    expect(first).toMatchObject({ status: 502, code: ResultCode.UPSTREAM_UNAVAILABLE });
    expect(first.msg).not.toBe('User verification failed, please log in again');
    expect((await call(me)).code).toBe(ResultCode.UPSTREAM_UNAVAILABLE);
    expect(destroySession).not.toHaveBeenCalled();
    expect(await call(header)).toMatchObject({ code: '0', data: { nickname: 'Lark' } });
    expect(await call(me)).toMatchObject({ code: '0', data: { memberId: 'M1' } });
  });

  it('a timeout or an answer that does not parse keeps the session too', async () => {
    answers.push(failure(ResultCode.UPSTREAM_TIMEOUT), failure(ResultCode.UPSTREAM_BAD_RESPONSE));
    expect((await call(header)).code).toBe(ResultCode.UPSTREAM_TIMEOUT);
    expect((await call(me)).code).toBe(ResultCode.UPSTREAM_BAD_RESPONSE);
    expect(destroySession).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused token', failure(ResultCode.NOT_LOGGED_IN)],
    ['an expired token', failure(ResultCode.TOKEN_EXPIRED)],
    ['another member', upstreamOk(member('M2'))],
  ])('%s clears the session with "user verification failed"', async (_label, answer) => {
    answers.push(answer);
    expect(await call(header)).toMatchObject({
      status: 401,
      code: ResultCode.NOT_LOGGED_IN,
      msg: 'User verification failed, please log in again',
    });
    expect(destroySession).toHaveBeenCalledTimes(1);
  });
});
