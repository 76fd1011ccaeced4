// @postgres (decision 57): npm test runs it on PostgreSQL too, for login failures (a row lock).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import {
  type CaptchaProofOfWork,
  CaptchaTokenSchema,
  CheckVerifyCodeDataSchema,
  LoginDataSchema,
  RealNameDataSchema,
  ResultCode,
  SendCodeDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { checkCode } from '../account/codes';
import { SCRYPT_PARAMS, hashPassword, setPasswordCostForTests } from '../account/secrets';
import { member } from '../db/schema';
import type { ApiError } from '../errors';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { solveProofOfWork } from '../../test/captcha-proof';
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
    // With the proof of work solved as the page's worker does (decision 54): only the position is tested.
    const answer = (data: Record<string, unknown>, position: unknown) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.captchaAnswer,
        payload: {
          challengeId: data.challengeId,
          position,
          durationMs: 1000,
          proofOfWork: solveProofOfWork(data.proofOfWork as CaptchaProofOfWork),
        },
      });

    it('a script reading the challenge solves 0 of 10: it carries a picture, not where the notch is', async () => {
      let solved = 0;
      for (let n = 0; n < 10; n++) {
        const data = await challenge();
        expect(Object.keys(data).sort()).toEqual(['challengeId', 'expiresAt', 'image', 'piece', 'proofOfWork']);
        const target = await captchaTarget(app, String(data.challengeId));
        // No number the challenge carries is anywhere near the answer.
        const numbers = JSON.stringify(data).match(/\d+(\.\d+)?/g) ?? [];
        expect(numbers.map(Number).filter((v) => Math.abs(v - target) <= 0.03)).toEqual([]);
        // The script of before: answer with the challenge's own target field.
        if (codeOf(await answer(data, data.target)) === ResultCode.OK) solved++;
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
      expect(okData(CaptchaTokenSchema, await answer(near, nearTarget - 0.025)).captchaToken).toBeTruthy();
      const far = await challenge();
      const farTarget = await captchaTarget(app, String(far.challengeId));
      expect(codeOf(await answer(far, farTarget + 0.035))).toBe(ResultCode.CAPTCHA_FAILED);
      // An answered challenge is not told any more.
      expect((await app.inject({ url: `/sandbox/captcha/${String(near.challengeId)}` })).statusCode).toBe(404);
    });
  });

  describe('real-name photos', () => {
    /** A new member with a phone (SMS login registers it), as the real-name form needs. */
    const newMember = async (cellphone: string) => {
      const verifyCode = await sendAndRead(app, 'LOGIN', { cellphone });
      return okData(
        LoginDataSchema,
        await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode }),
      );
    };
    const submit = (photo: Buffer, token: string) =>
      api().post(
        UpstreamPath.realName,
        {
          name: '王小明',
          certificateType: 'NI',
          certificateNumber: '44010619900101123X',
          photoBase64: photo.toString('base64'),
        },
        token,
      );
    const served = (memberId: string) => app.inject({ url: `/sandbox/realname/${memberId}/photo` });

    it('are decoded and drawn again: a PNG with a script appended is stored and served as a fresh JPEG', async () => {
      const { token, memberId } = await newMember('13611115551');
      const png = await sharp({
        create: { width: 120, height: 80, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
      })
        .png()
        .toBuffer();
      const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
      expect(okData(RealNameDataSchema, await submit(polyglot, token)).status).toBe(1);
      const res = await served(memberId);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(res.rawPayload.includes('<script>')).toBe(false);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    });

    it('keep no metadata of the upload, and a large one is stored at most 2000 px a side', async () => {
      const { token, memberId } = await newMember('13611115552');
      const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366aa' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'taken-at-home', Artist: 'someone' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      expect(okData(RealNameDataSchema, await submit(jpeg, token)).status).toBe(1);
      const stored = await sharp((await served(memberId)).rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
      expect(stored.exif).toBeUndefined();
    });

    it('a file that only starts like an image, or claims more pixels than allowed, is the wrong format', async () => {
      const { token } = await newMember('13611115553');
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
      expect(codeOf(await submit(fake, token))).toBe(ResultCode.UPLOAD_WRONG_FORMAT);
      const jpegStart = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
      expect(codeOf(await submit(jpegStart, token))).toBe(ResultCode.UPLOAD_WRONG_FORMAT);
      // A real PNG whose header claims 10,000 × 10,000 pixels: refused before anything that size is made.
      const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const bomb = Buffer.from(small);
      bomb.writeUInt32BE(10_000, 16);
      bomb.writeUInt32BE(10_000, 20);
      bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
      expect(codeOf(await submit(bomb, token))).toBe(ResultCode.UPLOAD_WRONG_FORMAT);
    });
  });
});
