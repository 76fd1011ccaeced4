import {
  bffLocale,
  destroySession,
  forwardedFor,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { POST } from './route';

const bindEmail = jest.fn();
jest.mock('@/lib/upstream/member', () => ({ bindEmail: (...args: unknown[]) => bindEmail(...args) }));

forwardedFor('10.40.0.2');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 't' }));
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function change(locale: 'zh-CN' | 'en-US') {
  bffLocale.mockResolvedValue(locale);
  const response = await POST(
    new Request('http://shop.test/api/account/email', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': locale },
      body: JSON.stringify({ email: 'taken@example.com', verifyCode: '123456', currentPassword: 'Proof-pass1' }),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

describe('POST /api/account/email (issue 29 §2, decision 53)', () => {
  it.each([
    ['zh-CN', '该邮箱已注册其他账号，请使用其他邮箱。'],
    ['en-US', 'This e-mail is registered to another account. Please use another address.'],
  ] as const)(
    '%s: an e-mail another account holds is refused beside the new e-mail, and the session stays',
    async (locale, msg) => {
      bindEmail.mockResolvedValue({ ok: false, code: ResultCode.ACCOUNT_EXISTS, msg: 'x' });
      expect(await change(locale)).toEqual({
        status: 409,
        code: ResultCode.ACCOUNT_EXISTS,
        msg,
        data: { fieldErrors: { email: ResultCode.ACCOUNT_EXISTS } },
      });
      expect(destroySession).not.toHaveBeenCalled();
    },
  );
});
