import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 65; spec §1 daily sign-in, §6: the session's member signs in; airline-api keeps the day and the rules.

let ip = 0;
const signIn = jest.fn();
jest.mock('@/lib/upstream/member-value', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

forwardedFor(() => `10.74.0.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function post(origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/member/sign-in', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: '{}',
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  signIn.mockReset();
});

describe('POST /api/member/sign-in', () => {
  it('signs the session’s member in', async () => {
    signIn.mockResolvedValue(upstreamOk({ date: '2026-12-01', growth: 10, growthValue: 1_690 }));
    expect(await post()).toMatchObject({ code: ResultCode.OK, data: { growth: 10 } });
    expect(signIn.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
  });

  it('answers a second sign-in and an uncertified member with their messages', async () => {
    signIn.mockResolvedValueOnce({ ok: false, code: ResultCode.SIGN_IN_ALREADY, msg: 'again' });
    expect(await post()).toMatchObject({
      status: 409,
      code: ResultCode.SIGN_IN_ALREADY,
      msg: 'You have signed in today already; come back tomorrow',
    });
    signIn.mockResolvedValueOnce({ ok: false, code: ResultCode.REAL_NAME_REQUIRED, msg: 'certify' });
    expect(await post()).toMatchObject({ code: ResultCode.REAL_NAME_REQUIRED });
  });

  it('refuses another site’s page and a visitor without a session', async () => {
    expect(await post('http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    readSession.mockResolvedValue(null);
    expect(await post()).toMatchObject({ status: 401, code: ResultCode.NOT_LOGGED_IN });
    expect(signIn).not.toHaveBeenCalled();
  });
});
