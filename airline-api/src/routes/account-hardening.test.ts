import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CaptchaTokenSchema,
  CheckVerifyCodeDataSchema,
  ResultCode,
  SendCodeDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { checkCode } from '../account/codes';
import { SCRYPT_PARAMS, hashPassword, setPasswordCostForTests } from '../account/secrets';
import { member } from '../db/schema';
import type { ApiError } from '../errors';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import {
  MINUTE,
  caller,
  captchaTarget,
  codeOf,
  latestCode,
  okData,
  passwordLogin,
  sendAndRead,
  setOffset,
  solveCaptcha,
} from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** The account rules that hold under pressure: parallel guesses, stored secrets, unknown accounts. */
describe('account hardening', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // This file checks the production cost (test-server.ts lowers it for the other files).
    setPasswordCostForTests(SCRYPT_PARAMS);
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

  describe('stored passwords', () => {
    const hashOf = async (cellphone: string) =>
      (await app.airline.db.select({ h: member.passwordHash }).from(member).where(eq(member.cellphone, cellphone)))[0]
        ?.h;

    it('new hashes use scrypt N=2^17, r=8, p=1 and carry their parameters', async () => {
      expect(await hashOf('13800138000')).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    });

    it("a hash of the older cost still logs in, and the login redoes it at today's cost", async () => {
      const cellphone = '13900139000';
      const old = await hashPassword('Skylark2026', { N: 16_384, r: 8, p: 1 });
      await app.airline.db.update(member).set({ passwordHash: old }).where(eq(member.cellphone, cellphone));
      expect(codeOf(await passwordLogin(app, { cellphone, password: 'Wrong-pass1' }, '10.7.0.1'))).toBe(
        ResultCode.WRONG_CREDENTIALS,
      );
      expect(await hashOf(cellphone)).toBe(old);
      expect(codeOf(await passwordLogin(app, { cellphone, password: 'Skylark2026' }, '10.7.0.1'))).toBe(ResultCode.OK);
      const redone = await hashOf(cellphone);
      expect(redone).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(codeOf(await passwordLogin(app, { cellphone, password: 'Skylark2026' }, '10.7.0.1'))).toBe(ResultCode.OK);
      expect(await hashOf(cellphone)).toBe(redone);
    });
  });

  describe('password reset', () => {
    const outbox = async (to: string) =>
      JSON.parse((await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${to}` })).body).data.messages as {
        event: string;
      }[];
    const sendReset = async (cellphone: string, ip: string) =>
      api(ip).post(UpstreamPath.sendVerifyCode, {
        event: 'RESET_PASSWORD',
        type: 'SMS',
        cellphone,
        captchaToken: await solveCaptcha(app),
      });
    const reset = (cellphone: string, verifyCode: string, ip: string) =>
      api(ip).post(UpstreamPath.resetPassword, { cellphone, verifyCode, newPassword: 'Another-1' });

    it('a code for an unknown phone answers as if sent, delivers nothing, and keeps the resend rule', async () => {
      const known = await sendReset('13800138000', '10.8.0.1');
      const unknown = await sendReset('13611110000', '10.8.0.1');
      expect(Object.keys(okData(SendCodeDataSchema, unknown)).sort()).toEqual(
        Object.keys(okData(SendCodeDataSchema, known)).sort(),
      );
      expect(okData(SendCodeDataSchema, unknown).resendAfterSeconds).toBe(60);
      expect(await outbox('13611110000')).toEqual([]);
      expect((await outbox('13800138000'))[0]?.event).toBe('RESET_PASSWORD');
      // Within the minute both are refused alike.
      expect(codeOf(await sendReset('13611110000', '10.8.0.1'))).toBe(ResultCode.SEND_TOO_FREQUENT);
      expect(codeOf(await sendReset('13800138000', '10.8.0.1'))).toBe(ResultCode.SEND_TOO_FREQUENT);
      // A reset of the unknown phone is a wrong code, as for a known phone with a wrong code.
      const wrong = (await latestCode(app, '13800138000')) === '000000' ? '111111' : '000000';
      expect(codeOf(await reset('13611110000', wrong, '10.8.0.1'))).toBe(ResultCode.CODE_INVALID);
      expect(codeOf(await reset('13800138000', wrong, '10.8.0.1'))).toBe(ResultCode.CODE_INVALID);
    });

    it('limits resets to 10 an hour per address on one phone and 20 an hour per address', async () => {
      const cellphone = '13611112222';
      for (let n = 1; n <= 10; n++)
        expect(codeOf(await reset(cellphone, '000000', '10.9.0.1'))).toBe(ResultCode.CODE_INVALID);
      expect(codeOf(await reset(cellphone, '000000', '10.9.0.1'))).toBe(ResultCode.RATE_LIMITED);
      // Another visitor is not stopped by the first one's budget (no key is the phone alone)…
      expect(codeOf(await reset(cellphone, '000000', '10.9.1.1'))).toBe(ResultCode.CODE_INVALID);
      // …and the first one's window ends after an hour.
      setOffset(app, 60 * MINUTE);
      expect(codeOf(await reset(cellphone, '000000', '10.9.0.1'))).toBe(ResultCode.CODE_INVALID);

      const ip = '10.9.2.1';
      for (let n = 10; n < 30; n++)
        expect(codeOf(await reset(`136111130${n}`, '000000', ip))).toBe(ResultCode.CODE_INVALID);
      expect(codeOf(await reset('13611114444', '000000', ip))).toBe(ResultCode.RATE_LIMITED);
      // A known phone from that address too: the limit does not tell accounts apart.
      expect(codeOf(await reset('13800138000', '000000', ip))).toBe(ResultCode.RATE_LIMITED);
    });
  });

  describe('slider captcha', () => {
    const challenge = async () =>
      JSON.parse((await app.inject({ url: UpstreamPath.captchaChallenge })).body).data as Record<string, unknown>;
    const answer = (challengeId: unknown, position: unknown) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.captchaAnswer,
        payload: { challengeId, position, durationMs: 1000 },
      });

    it('a script reading the challenge solves 0 of 10: it carries a picture, not where the notch is', async () => {
      let solved = 0;
      for (let n = 0; n < 10; n++) {
        const data = await challenge();
        expect(Object.keys(data).sort()).toEqual(['challengeId', 'expiresAt', 'image']);
        const target = await captchaTarget(app, String(data.challengeId));
        // No number the challenge carries is anywhere near the answer.
        const numbers = JSON.stringify(data).match(/\d+(\.\d+)?/g) ?? [];
        expect(numbers.map(Number).filter((v) => Math.abs(v - target) <= 0.03)).toEqual([]);
        // The script of before: answer with the challenge's own target field.
        if (codeOf(await answer(data.challengeId, data.target)) === ResultCode.OK) solved++;
      }
      expect(solved).toBe(0);
    });

    it('the picture is a 320×40 PNG; the notch found by eye passes within 3 % of the track and not beyond', async () => {
      const data = await challenge();
      const png = Buffer.from(String(data.image).replace('data:image/png;base64,', ''), 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 40]);
      const near = await challenge();
      const nearTarget = await captchaTarget(app, String(near.challengeId));
      expect(okData(CaptchaTokenSchema, await answer(near.challengeId, nearTarget - 0.025)).captchaToken).toBeTruthy();
      const far = await challenge();
      const farTarget = await captchaTarget(app, String(far.challengeId));
      expect(codeOf(await answer(far.challengeId, farTarget + 0.035))).toBe(ResultCode.CAPTCHA_FAILED);
      // An answered challenge is not told any more.
      expect((await app.inject({ url: `/sandbox/captcha/${String(near.challengeId)}` })).statusCode).toBe(404);
    });
  });
});
