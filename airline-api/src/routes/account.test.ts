import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CaptchaChallengeSchema,
  CaptchaTokenSchema,
  CaptchaVerifyDataSchema,
  CheckVerifyCodeDataSchema,
  LoginDataSchema,
  LogoutDataSchema,
  MemberInfoSchema,
  ResultCode,
  SendCodeDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { riskEvent } from '../db/schema';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { solveProofOfWork } from '../../test/captcha-proof';
import {
  DEMO,
  MINUTE,
  caller,
  captchaTarget,
  codeOf,
  latestCode,
  loginToken,
  okData,
  passwordLogin,
  sendAndRead,
  setOffset,
  solveCaptcha,
} from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('accounts: login, codes, captcha, limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const api = (ip?: string) => caller(app, ip);
  const info = (token: string) => api().post(UpstreamPath.memberInfoQuery, {}, token);

  it('logs in by phone (86) and by e-mail; member info parses with the contract', async () => {
    const byPhone = okData(
      LoginDataSchema,
      await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password }),
    );
    const byEmail = okData(
      LoginDataSchema,
      await passwordLogin(app, { email: 'Demo@Skylark.example', password: DEMO.password }),
    );
    expect(byEmail.memberId).toBe(byPhone.memberId);
    const member = okData(MemberInfoSchema, await info(byPhone.token));
    expect(member.memberBaseInfo).toMatchObject({ cellphoneCode: '86', cellphone: DEMO.cellphone, email: DEMO.email });
    expect(member.summary).toMatchObject({ points: 12_800, coupons: 3, growthValue: 1_680, certificationStatus: 3 });
    expect(member.summary.balance).toEqual({ amount: 52_000, currency: 'CNY' });
    expect(member.summary.memberNo).toMatch(/^\d{10}$/);
    expect(member.walletStatus).toBe('T');
    expect(member.thirdPartyBindings).toEqual(['ALIPAY', 'QQ', 'WECHAT', 'WEIBO']);
    expect(okData(MemberInfoSchema, await api().get(UpstreamPath.memberInfoQuery, byEmail.token)).memberId).toBe(
      member.memberId,
    );
  });

  it('records the anti-fraud header of a login', async () => {
    const header = Buffer.from(JSON.stringify({ blackBox: 'device-login-1', channel: 'B2C' })).toString('base64url');
    await app.inject({
      method: 'POST',
      url: UpstreamPath.login,
      headers: { 'x-anti-fraud': header, 'x-request-id': 'risk-login' },
      payload: { cellphone: DEMO.cellphone, password: DEMO.password },
    });
    await app.airline.risk.flush();
    const [row] = await app.airline.db.select().from(riskEvent).where(eq(riskEvent.requestId, 'risk-login'));
    expect(row).toMatchObject({ valid: true, blackBox: 'device-login-1', path: UpstreamPath.login });
  });

  it('answers unknown accounts exactly like a wrong password', async () => {
    const wrong = await passwordLogin(app, { cellphone: '13900139000', password: 'Wrong1234' }, '10.1.0.1');
    const unknown = await passwordLogin(app, { cellphone: '13811112222', password: 'Wrong1234' }, '10.1.0.2');
    const unknownMail = await passwordLogin(app, { email: 'nobody@example.com', password: 'Wrong1234' }, '10.1.0.3');
    for (const res of [wrong, unknown, unknownMail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: ResultCode.WRONG_CREDENTIALS, msg: '账号或密码错误' });
    }
  });

  it.each([
    ['a known account', DEMO.cellphone, DEMO.password],
    ['an unknown account', '13822223333', 'Whatever1'],
  ])('%s: a captcha on every try after 3 failures, and never a lock', async (_label, cellphone, goodPassword) => {
    // A new address per attempt: this is the account's counter.
    const attempt = (n: number, password: string, captchaToken?: string) =>
      passwordLogin(app, { cellphone, password, ...(captchaToken ? { captchaToken } : {}) }, `10.2.${n}.1`);
    for (let n = 1; n <= 3; n++) expect(codeOf(await attempt(n, 'Bad-pass1'))).toBe(ResultCode.WRONG_CREDENTIALS);
    expect(codeOf(await attempt(4, 'Bad-pass1'))).toBe(ResultCode.CAPTCHA_REQUIRED);
    expect(codeOf(await attempt(4, 'Bad-pass1', 'not-a-token'))).toBe(ResultCode.CAPTCHA_FAILED);
    for (let n = 4; n <= 20; n++)
      expect(codeOf(await attempt(n, 'Bad-pass1', await solveCaptcha(app)))).toBe(ResultCode.WRONG_CREDENTIALS);
    // Twenty failures from twenty addresses: the owner still gets in, at the price of one slide.
    expect(codeOf(await attempt(21, goodPassword))).toBe(ResultCode.CAPTCHA_REQUIRED);
    const owner = await attempt(21, goodPassword, await solveCaptcha(app));
    expect(codeOf(owner)).toBe(cellphone === DEMO.cellphone ? ResultCode.OK : ResultCode.WRONG_CREDENTIALS);
  });

  it('locks the guessing address for 15 minutes after 10 failures, and only that address', async () => {
    const guesser = '10.4.0.1';
    const guess = async (n: number) =>
      passwordLogin(
        app,
        {
          cellphone: `1390100000${n % 10}`,
          password: 'Bad-pass1',
          ...(n > 3 ? { captchaToken: await solveCaptcha(app) } : {}),
        },
        guesser,
      );
    for (let n = 1; n <= 10; n++) expect(codeOf(await guess(n))).toBe(ResultCode.WRONG_CREDENTIALS);
    expect(codeOf(await guess(11))).toBe(ResultCode.RATE_LIMITED);
    // Another visitor logs in to an account the guesser never tried, with no captcha at all.
    expect(codeOf(await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password }, '10.4.0.2'))).toBe(
      ResultCode.OK,
    );
    setOffset(app, 15 * MINUTE - 1000);
    expect(codeOf(await guess(12))).toBe(ResultCode.RATE_LIMITED);
    setOffset(app, 15 * MINUTE);
    expect(codeOf(await guess(13))).toBe(ResultCode.WRONG_CREDENTIALS);
  });

  it('counts failures per address too: a 4th account from the same address needs the captcha', async () => {
    for (const n of [1, 2, 3])
      expect(codeOf(await passwordLogin(app, { cellphone: `1390000000${n}`, password: 'Bad-pass1' }, '10.3.0.1'))).toBe(
        ResultCode.WRONG_CREDENTIALS,
      );
    const fourth = await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password }, '10.3.0.1');
    expect(codeOf(fourth)).toBe(ResultCode.CAPTCHA_REQUIRED);
    const solved = { cellphone: DEMO.cellphone, password: DEMO.password, captchaToken: await solveCaptcha(app) };
    expect(codeOf(await passwordLogin(app, solved, '10.3.0.1'))).toBe(ResultCode.OK);
  });

  it('logout revokes the token; missing, unknown and expired tokens are refused', async () => {
    const token = await loginToken(app);
    expect(codeOf(await info(token))).toBe(ResultCode.OK);
    expect(okData(LogoutDataSchema, await api().post(UpstreamPath.logout, { channelNo: 'B2C' }, token))).toEqual({
      loggedOut: true,
    });
    const replay = await info(token);
    expect(replay.statusCode).toBe(401);
    expect(codeOf(replay)).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await api().post(UpstreamPath.logout, {}, token))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await info(''))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await info('made-up-token'))).toBe(ResultCode.NOT_LOGGED_IN);

    const day = await loginToken(app);
    setOffset(app, 86_400_000 - 1000);
    expect(codeOf(await info(day))).toBe(ResultCode.OK);
    setOffset(app, 86_400_000);
    expect(codeOf(await info(day))).toBe(ResultCode.TOKEN_EXPIRED);
  });

  it('remember keeps the login 14 days', async () => {
    setOffset(app, 0);
    const login = okData(
      LoginDataSchema,
      await passwordLogin(app, { cellphone: DEMO.cellphone, password: DEMO.password, remember: true }, '10.4.0.1'),
    );
    expect(Date.parse(login.expiresAt) - app.airline.clock.now()).toBe(14 * 86_400_000);
    setOffset(app, 14 * 86_400_000 - 1000);
    expect(codeOf(await info(login.token))).toBe(ResultCode.OK);
    setOffset(app, 14 * 86_400_000);
    expect(codeOf(await info(login.token))).toBe(ResultCode.TOKEN_EXPIRED);
  });

  it('SMS login registers an unknown phone on confirmation; a code is accepted once', async () => {
    const cellphone = '13600000001';
    const code = await sendAndRead(app, 'LOGIN', { cellphone });
    const first = okData(
      LoginDataSchema,
      await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code }),
    );
    expect(first.registered).toBe(true);
    const member = okData(MemberInfoSchema, await info(first.token));
    expect(member).toMatchObject({ hasPassword: false, memberBaseInfo: { cellphone, cellphoneCode: '86' } });
    expect(member.summary.certificationStatus).toBe(0);
    const reuse = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code });
    expect(codeOf(reuse)).toBe(ResultCode.CODE_INVALID);
    setOffset(app, MINUTE);
    const again = await sendAndRead(app, 'LOGIN', { cellphone });
    const second = okData(
      LoginDataSchema,
      await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: again }),
    );
    expect(second).toMatchObject({ registered: false, memberId: first.memberId });
    // A password login of a member without password is a plain wrong-credentials answer.
    expect(codeOf(await passwordLogin(app, { cellphone, password: 'Any-pass1' }, '10.5.0.1'))).toBe(
      ResultCode.WRONG_CREDENTIALS,
    );
  });

  it('a code is valid 10 minutes', async () => {
    const cellphone = '13600000002';
    const code = await sendAndRead(app, 'LOGIN', { cellphone });
    const check = () => api().post(UpstreamPath.checkVerifyCode, { cellphone, verifyCode: code, event: 'LOGIN' });
    setOffset(app, 10 * MINUTE - 1000);
    expect(okData(CheckVerifyCodeDataSchema, await check())).toEqual({ isPass: 1 });
    setOffset(app, 10 * MINUTE);
    expect(okData(CheckVerifyCodeDataSchema, await check())).toEqual({ isPass: 0 });
    const late = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code });
    expect(codeOf(late)).toBe(ResultCode.CODE_EXPIRED);
  });

  it('5 wrong tries burn a code, checkVerifyCode included; the right one is then refused', async () => {
    const cellphone = '13600000003';
    const code = await sendAndRead(app, 'LOGIN', { cellphone });
    const wrong = code === '000000' ? '111111' : '000000';
    const check = await api().post(UpstreamPath.checkVerifyCode, { cellphone, verifyCode: wrong });
    expect(okData(CheckVerifyCodeDataSchema, check)).toEqual({ isPass: 0 });
    for (let i = 2; i <= 5; i++) {
      const res = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: wrong });
      expect(codeOf(res)).toBe(ResultCode.CODE_INVALID);
    }
    const right = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code });
    expect(codeOf(right)).toBe(ResultCode.TOO_MANY_ATTEMPTS);
    expect(
      okData(
        CheckVerifyCodeDataSchema,
        await api().post(UpstreamPath.checkVerifyCode, { cellphone, verifyCode: code }),
      ),
    ).toEqual({
      isPass: 0,
    });
  });

  it('4 wrong tries leave the code usable', async () => {
    const cellphone = '13600000004';
    const code = await sendAndRead(app, 'LOGIN', { cellphone });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++)
      await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: wrong });
    expect(
      codeOf(await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: code })),
    ).toBe(ResultCode.OK);
  });

  it('one send per 60 s per phone; a resend invalidates the previous code', async () => {
    const cellphone = '13600000005';
    const first = await sendAndRead(app, 'LOGIN', { cellphone });
    setOffset(app, 59_999);
    const early = await api().post(UpstreamPath.sendVerifyCode, {
      event: 'LOGIN',
      type: 'SMS',
      cellphone,
      captchaToken: await solveCaptcha(app),
    });
    expect(codeOf(early)).toBe(ResultCode.SEND_TOO_FREQUENT);
    setOffset(app, 60_000);
    const second = await sendAndRead(app, 'LOGIN', { cellphone });
    if (first !== second) {
      const old = await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: first });
      expect(codeOf(old)).toBe(ResultCode.CODE_INVALID);
    }
    expect(
      codeOf(await api().post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode: second })),
    ).toBe(ResultCode.OK);
  });

  it(
    'caps sends at 30 a day per address (the caps per phone: code-send-caps.test.ts)',
    async () => {
      const send = async (phone: string, ip: string) =>
        api(ip).post(UpstreamPath.sendVerifyCode, {
          event: 'LOGIN',
          type: 'SMS',
          cellphone: phone,
          captchaToken: await solveCaptcha(app),
        });
      setOffset(app, 0);
      for (let i = 0; i < 30; i++)
        expect(codeOf(await send(`135000000${String(i).padStart(2, '0')}`, '10.7.0.1'))).toBe(ResultCode.OK);
      expect(codeOf(await send('13500000099', '10.7.0.1'))).toBe(ResultCode.SEND_LIMIT_REACHED);
      expect(codeOf(await send('13500000099', '10.7.0.2'))).toBe(ResultCode.OK);
      // 32 sends, each behind a solved captcha: on a busy machine that is more than one test's usual 15 s.
    },
    4 * DB_TEST_TIMEOUT_MS,
  );

  it('anonymous sends need the captcha', async () => {
    const res = await api().post(UpstreamPath.sendVerifyCode, {
      event: 'LOGIN',
      type: 'SMS',
      cellphone: '13600000007',
    });
    expect(codeOf(res)).toBe(ResultCode.CAPTCHA_REQUIRED);
    const sent = await api().post(UpstreamPath.sendVerifyCode, {
      event: 'LOGIN',
      type: 'SMS',
      cellphone: '13600000007',
      captchaToken: await solveCaptcha(app),
    });
    expect(okData(SendCodeDataSchema, sent).resendAfterSeconds).toBe(60);
    expect(await latestCode(app, '86-13600000007')).toMatch(/^\d{6}$/);
  });

  it('registers with phone, SMS code, password, e-mail: one slider covers the send and the registration', async () => {
    const cellphone = '13600000010';
    const captchaToken = await solveCaptcha(app);
    await api().post(UpstreamPath.sendVerifyCode, { event: 'REGISTER', type: 'SMS', cellphone, captchaToken });
    const verifyCode = await latestCode(app, cellphone);
    const body = {
      cellphoneCode: '86',
      cellphone,
      verifyCode,
      password: 'fly2026',
      email: 'New@Example.com',
      agreement: true,
      captchaToken,
    };
    expect(codeOf(await api().post(UpstreamPath.register, { ...body, agreement: false }))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await api().post(UpstreamPath.register, { ...body, password: 'abcdef' }))).toBe(
      ResultCode.BAD_REQUEST,
    );
    const done = okData(LoginDataSchema, await api().post(UpstreamPath.register, body));
    expect(done.registered).toBe(true);
    expect(okData(MemberInfoSchema, await info(done.token)).memberBaseInfo.email).toBe('new@example.com');
    expect(codeOf(await api().post(UpstreamPath.register, body))).toBe(ResultCode.CAPTCHA_FAILED);
    expect(codeOf(await passwordLogin(app, { email: 'new@example.com', password: 'fly2026' }))).toBe(ResultCode.OK);
    const again = await api().post(UpstreamPath.sendVerifyCode, {
      event: 'REGISTER',
      type: 'SMS',
      cellphone,
      captchaToken: await solveCaptcha(app),
    });
    expect(codeOf(again)).toBe(ResultCode.ACCOUNT_EXISTS);
  });

  it('slider: too fast or off the notch fails; a token is checked without being used, then used once', async () => {
    // The target as the sandbox tells it: the challenge itself carries only the picture.
    const challenge = async () => {
      const data = okData(CaptchaChallengeSchema, await app.inject({ url: UpstreamPath.captchaChallenge }));
      const target = await captchaTarget(app, data.challengeId);
      return { challengeId: data.challengeId, target, proofOfWork: solveProofOfWork(data.proofOfWork) };
    };
    type Challenge = { challengeId: string; proofOfWork?: unknown };
    const answer = ({ challengeId, proofOfWork }: Challenge, position: number, durationMs: number) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.captchaAnswer,
        payload: { challengeId, position, durationMs, proofOfWork },
      });
    const a = await challenge();
    expect(a.target).toBeGreaterThanOrEqual(0.25);
    expect(codeOf(await answer(a, a.target, 299))).toBe(ResultCode.CAPTCHA_FAILED);
    expect(codeOf(await answer(a, a.target, 1000))).toBe(ResultCode.CAPTCHA_FAILED);
    const b = await challenge();
    expect(codeOf(await answer(b, b.target - 0.03 - 0.001, 1000))).toBe(ResultCode.CAPTCHA_FAILED);
    // On the notch without the proof of work, or with another challenge's, fails too (decision 54).
    const d = await challenge();
    expect(codeOf(await answer({ challengeId: d.challengeId }, d.target, 1000))).toBe(ResultCode.CAPTCHA_FAILED);
    const [e, other] = [await challenge(), await challenge()];
    expect(codeOf(await answer({ ...e, proofOfWork: other.proofOfWork }, e.target, 1000))).toBe(
      ResultCode.CAPTCHA_FAILED,
    );
    const forged = { ...e.proofOfWork, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } };
    const f = await challenge();
    expect(
      codeOf(await answer({ ...f, proofOfWork: { ...forged, challenge: f.proofOfWork.challenge } }, f.target, 1000)),
    ).toBe(ResultCode.CAPTCHA_FAILED);
    const c = await challenge();
    const token = okData(CaptchaTokenSchema, await answer(c, c.target + 0.03 - 0.0001, 300)).captchaToken;
    const verify = () => app.inject({ url: `${UpstreamPath.captchaVerify}?validate=${token}` });
    expect(okData(CaptchaVerifyDataSchema, await verify())).toEqual({ valid: true });
    expect(okData(CaptchaVerifyDataSchema, await verify())).toEqual({ valid: true });
    await api().post(UpstreamPath.sendVerifyCode, {
      event: 'LOGIN',
      type: 'SMS',
      cellphone: '13600000011',
      captchaToken: token,
    });
    expect(codeOf(await verify())).toBe(ResultCode.CAPTCHA_FAILED);
    const late = await solveCaptcha(app);
    setOffset(app, 2 * MINUTE);
    expect(codeOf(await app.inject({ url: `${UpstreamPath.captchaVerify}?validate=${late}` }))).toBe(
      ResultCode.CAPTCHA_FAILED,
    );
  });
});
