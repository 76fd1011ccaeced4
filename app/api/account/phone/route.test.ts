import { destroySession, forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const bindPhone = jest.fn();
jest.mock('@/lib/upstream/member', () => ({ bindPhone: (...args: unknown[]) => bindPhone(...args) }));

forwardedFor('10.40.0.1');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 't' }));
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function change(body: Record<string, string>) {
  const response = await POST(
    new Request('http://shop.test/api/account/phone', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify({ cellphoneCode: '86', cellphone: '13655550002', verifyCode: '123456', ...body }),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  bindPhone.mockReset();
  destroySession.mockClear();
});

describe('POST /api/account/phone (spec §2: a change proves the account)', () => {
  it('passes the proof on to airline-api', async () => {
    bindPhone.mockResolvedValue(upstreamOk({ done: true }));
    expect((await change({ currentPassword: 'Proof-pass1' })).code).toBe('0');
    expect(bindPhone).toHaveBeenCalledWith({}, expect.objectContaining({ currentPassword: 'Proof-pass1' }));
    await change({ ownerVerifyCode: '654321' });
    expect(bindPhone).toHaveBeenLastCalledWith({}, expect.objectContaining({ ownerVerifyCode: '654321' }));
  });

  it('a wrong login password is said beside its field, in its own words, and keeps the session', async () => {
    bindPhone.mockResolvedValue({
      ok: false,
      code: ResultCode.WRONG_CREDENTIALS,
      msg: 'x',
      data: { field: 'currentPassword' },
    });
    expect(await change({ currentPassword: 'Wrong-pass1' })).toEqual({
      status: 401,
      code: ResultCode.WRONG_CREDENTIALS,
      msg: 'The login password is wrong',
      data: { fieldErrors: { currentPassword: ResultCode.WRONG_CREDENTIALS } },
    });
    expect(destroySession).not.toHaveBeenCalled();
  });

  it('a wrong code of the old phone names its field; a wrong code of the new phone does not', async () => {
    bindPhone.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.CODE_INVALID,
      msg: 'x',
      data: { field: 'ownerVerifyCode' },
    });
    expect(await change({ ownerVerifyCode: '000000' })).toMatchObject({
      code: ResultCode.CODE_INVALID,
      msg: 'Wrong verification code',
      data: { fieldErrors: { ownerVerifyCode: ResultCode.CODE_INVALID } },
    });
    bindPhone.mockResolvedValueOnce({ ok: false, code: ResultCode.CODE_INVALID, msg: 'x' });
    const plain = await change({ ownerVerifyCode: '000000' });
    expect(plain.code).toBe(ResultCode.CODE_INVALID);
    expect(plain.data).toBeUndefined();
  });

  it('a phone another account holds is refused at the confirm step, in its own words beside the new phone (issue 29 §2)', async () => {
    bindPhone.mockResolvedValue({ ok: false, code: ResultCode.ACCOUNT_EXISTS, msg: 'x' });
    expect(await change({ currentPassword: 'Proof-pass1' })).toEqual({
      status: 409,
      code: ResultCode.ACCOUNT_EXISTS,
      msg: 'This phone number is registered to another account. Please use another number.',
      data: { fieldErrors: { cellphone: ResultCode.ACCOUNT_EXISTS } },
    });
    expect(destroySession).not.toHaveBeenCalled();
  });

  it('a token airline-api refuses still ends the session', async () => {
    bindPhone.mockResolvedValue({ ok: false, code: ResultCode.NOT_LOGGED_IN, msg: 'x' });
    expect((await change({ currentPassword: 'Proof-pass1' })).code).toBe(ResultCode.NOT_LOGGED_IN);
    expect(destroySession).toHaveBeenCalledTimes(1);
  });
});
