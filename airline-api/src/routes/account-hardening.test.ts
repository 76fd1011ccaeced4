import type { FastifyInstance } from 'fastify';
import { CheckVerifyCodeDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { checkCode } from '../account/codes';
import type { ApiError } from '../errors';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { caller, codeOf, okData, sendAndRead, setOffset } from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** The account rules that hold under pressure: parallel guesses, stored secrets, unknown accounts. */
describe('account hardening', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const api = (ip?: string) => caller(app, ip);

  describe('code tries', () => {
    it('parallel wrong guesses count one try each: never more than 5 are weighed, then the code is burnt', async () => {
      const cellphone = '13600000005';
      const code = await sendAndRead(app, 'LOGIN', { cellphone });
      const wrongs = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      // Called side by side in one tick, so every check reads the code before any of them writes.
      const outcomes = await Promise.all(
        wrongs.map((guess) =>
          checkCode(app.airline, { target: `86-${cellphone}`, event: 'LOGIN', code: guess, consume: true }).then(
            () => 'OK',
            (err: ApiError) => err.code,
          ),
        ),
      );
      expect(outcomes.filter((c) => c === ResultCode.CODE_INVALID)).toHaveLength(5);
      expect(outcomes.filter((c) => c === ResultCode.TOO_MANY_ATTEMPTS)).toHaveLength(7);
      const right = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code });
      expect(codeOf(right)).toBe(ResultCode.TOO_MANY_ATTEMPTS);
    });

    it('a right check does not spend a try: 4 wrong, 3 right checks, then the right login goes through', async () => {
      const cellphone = '13600000006';
      const code = await sendAndRead(app, 'LOGIN', { cellphone });
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++)
        await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: wrong });
      for (let i = 1; i <= 3; i++) {
        const check = await api().post(UpstreamPath.checkVerifyCode, { cellphone, verifyCode: code, event: 'LOGIN' });
        expect(okData(CheckVerifyCodeDataSchema, check)).toEqual({ isPass: 1 });
      }
      expect(
        codeOf(await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code })),
      ).toBe(ResultCode.OK);
    });
  });
});
