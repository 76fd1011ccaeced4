import { nextHeaders, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const requestHeaders = new Headers();
const resetPassword = jest.fn();
jest.mock('@/lib/upstream/member', () => ({ resetPassword: (...args: unknown[]) => resetPassword(...args) }));

nextHeaders.mockImplementation(async () => requestHeaders);
readSession.mockImplementation(async () => null);
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';
const SITE = 'http://shop.test';

function reset(cellphone: string, ip: string) {
  requestHeaders.set('x-forwarded-for', ip);
  const body = JSON.stringify({ cellphone, verifyCode: '123456', newPassword: 'Another-1' });
  return POST(
    new Request(`${SITE}/api/account/reset`, {
      method: 'POST',
      headers: { host: 'shop.test', origin: SITE, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body,
    }),
    { params: Promise.resolve({}) },
  );
}
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

beforeEach(() => {
  resetPassword.mockReset();
  resetPassword.mockResolvedValue({ ok: false, code: ResultCode.CODE_INVALID, msg: 'wrong code' });
});

describe('POST /api/account/reset limits (spec §2 /forgetact)', () => {
  it('refuses the 6th reset of one phone from one address within a minute, not another address', async () => {
    for (let n = 1; n <= 5; n += 1) expect(await codeOf(await reset('13611110001', '10.20.0.1'))).toBe('3000005');
    const sixth = await reset('13611110001', '10.20.0.1');
    expect(sixth.status).toBe(429);
    expect(await codeOf(sixth)).toBe(ResultCode.RATE_LIMITED);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(resetPassword).toHaveBeenCalledTimes(5);
    expect(await codeOf(await reset('13611110001', '10.20.0.2'))).toBe('3000005');
  });

  it('refuses the 11th reset from one address within a minute, whatever the phone', async () => {
    for (let n = 1; n <= 10; n += 1)
      expect(await codeOf(await reset(`1361111100${n % 10}`, '10.20.1.1'))).not.toBe(ResultCode.RATE_LIMITED);
    expect(await codeOf(await reset('13611119999', '10.20.1.1'))).toBe(ResultCode.RATE_LIMITED);
  });

  it('a reset that succeeds gives its hits back', async () => {
    resetPassword.mockResolvedValue(upstreamOk({ done: true }));
    for (let n = 1; n <= 12; n += 1) expect(await codeOf(await reset('13611110002', '10.20.2.1'))).toBe('0');
  });
});
