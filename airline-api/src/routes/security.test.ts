import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  DoneDataSchema,
  LoginDataSchema,
  MemberInfoSchema,
  OutboxDataSchema,
  OwnerCodeDataSchema,
  RealNameDataSchema,
  RealNameReviewDataSchema,
  ResultCode,
  UpstreamPath,
} from '@/lib/contract';
import { createMember } from '../account/members';
import { issueLogin } from '../account/tokens';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import {
  DEMO,
  MINUTE,
  caller,
  codeOf,
  loginToken,
  okData,
  passwordLogin,
  sendAndRead,
  setOffset,
} from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const GIF = Buffer.from('GIF89a0000000000');
/** Real images: airline-api decodes every photo and draws it again. */
const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7aa0c8' } })
    [format]()
    .toBuffer();

describe('password reset and security centre', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const api = caller;
  const info = async (token: string) =>
    okData(MemberInfoSchema, await api(app).post(UpstreamPath.memberInfoQuery, {}, token));

  it('reset by phone code: all tokens revoked; new password works', async () => {
    const resetPhone = '13700137000';
    expect(codeOf(await passwordLogin(app, { cellphone: resetPhone, password: DEMO.password }))).toBe(
      ResultCode.PASSWORD_RESET_REQUIRED,
    );
    const plain = '13900139000';
    const tokens = [
      await loginToken(app, { cellphone: plain, password: DEMO.password }),
      await loginToken(app, { cellphone: plain, password: DEMO.password }),
    ];
    const code = await sendAndRead(app, 'RESET_PASSWORD', { cellphone: plain });
    const reset = { cellphone: plain, verifyCode: code, newPassword: 'New-pass1' };
    expect(okData(DoneDataSchema, await api(app).post(UpstreamPath.resetPassword, reset))).toEqual({ done: true });
    for (const t of tokens)
      expect(codeOf(await api(app).post(UpstreamPath.memberInfoQuery, {}, t))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await api(app).post(UpstreamPath.resetPassword, reset))).toBe(ResultCode.CODE_INVALID);
    expect(codeOf(await passwordLogin(app, { cellphone: plain, password: DEMO.password }))).toBe(
      ResultCode.WRONG_CREDENTIALS,
    );
    expect(codeOf(await passwordLogin(app, { cellphone: plain, password: 'New-pass1' }))).toBe(ResultCode.OK);

    const byMail = await sendAndRead(app, 'RESET_PASSWORD', { email: DEMO.email });
    const other = await api(app).post(UpstreamPath.resetPassword, {
      email: DEMO.email,
      verifyCode: byMail,
      newPassword: DEMO.password,
    });
    expect(codeOf(other)).toBe(ResultCode.OK);

    setOffset(app, MINUTE);
    const flagged = await sendAndRead(app, 'RESET_PASSWORD', { cellphone: resetPhone });
    await api(app).post(UpstreamPath.resetPassword, {
      cellphone: resetPhone,
      verifyCode: flagged,
      newPassword: 'Fresh-2026',
    });
    expect(codeOf(await passwordLogin(app, { cellphone: resetPhone, password: 'Fresh-2026' }))).toBe(ResultCode.OK);
  });

  it('change password needs the old one and logs other sessions out', async () => {
    const account = { cellphone: '13700137000', password: 'Fresh-2026' };
    const current = await loginToken(app, account);
    const other = await loginToken(app, account);
    const change = (oldPassword: string) =>
      api(app).post(UpstreamPath.changePassword, { oldPassword, newPassword: 'Changed-1' }, current);
    expect(codeOf(await change('wrong-old1'))).toBe(ResultCode.WRONG_CREDENTIALS);
    expect(codeOf(await change('Fresh-2026'))).toBe(ResultCode.OK);
    expect(codeOf(await api(app).post(UpstreamPath.memberInfoQuery, {}, other))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await api(app).post(UpstreamPath.memberInfoQuery, {}, current))).toBe(ResultCode.OK);
  });

  it('binds and changes phone and e-mail with a code sent to the new one (a change with the password too)', async () => {
    const token = await loginToken(app, { cellphone: '13700137000', password: 'Changed-1' });
    const taken = await api(app).post(
      UpstreamPath.sendVerifyCode,
      { event: 'CHANGE_PHONE', type: 'SMS', cellphone: DEMO.cellphone },
      token,
    );
    // Behind the slider like every send; a taken phone answers as sent (code-send-caps.test.ts).
    expect(codeOf(taken)).toBe(ResultCode.CAPTCHA_REQUIRED);
    const anonymous = await api(app).post(UpstreamPath.sendVerifyCode, {
      event: 'BIND_EMAIL',
      type: 'EMAIL',
      email: 'x@example.com',
    });
    expect(codeOf(anonymous)).toBe(ResultCode.NOT_LOGGED_IN);
    const phoneCode = await sendAndRead(app, 'CHANGE_PHONE', { cellphone: '13700137001' }, { token });
    expect(
      codeOf(
        await api(app).post(
          UpstreamPath.bindPhone,
          { cellphoneCode: '86', cellphone: '13700137001', verifyCode: phoneCode, currentPassword: 'Changed-1' },
          token,
        ),
      ),
    ).toBe(ResultCode.OK);
    const mailCode = await sendAndRead(app, 'BIND_EMAIL', { email: 'reset@example.com' }, { token });
    expect(
      codeOf(await api(app).post(UpstreamPath.bindEmail, { email: 'reset@example.com', verifyCode: mailCode }, token)),
    ).toBe(ResultCode.OK);
    const member = await info(token);
    expect(member.memberBaseInfo).toMatchObject({ cellphone: '13700137001', email: 'reset@example.com' });
    expect(codeOf(await passwordLogin(app, { email: 'reset@example.com', password: 'Changed-1' }))).toBe(ResultCode.OK);
  });

  it('nickname at most 10; certified members cannot edit personal information', async () => {
    const token = await loginToken(app, { cellphone: '13900139000', password: 'New-pass1' });
    const edit = (body: Record<string, string>, t = token) => api(app).post(UpstreamPath.personalInfo, body, t);
    expect(codeOf(await edit({ nickname: '云雀小飞侠云雀小飞侠' }))).toBe(ResultCode.OK);
    expect(codeOf(await edit({ nickname: '云雀小飞侠云雀小飞侠啊' }))).toBe(ResultCode.BAD_REQUEST);
    expect((await info(token)).summary.nickname).toBe('云雀小飞侠云雀小飞侠');
    const demo = await loginToken(app);
    expect(codeOf(await edit({ nickname: '新名字' }, demo))).toBe(ResultCode.PERSONAL_INFO_LOCKED);
    expect(codeOf(await edit({ name: '李四' }, demo))).toBe(ResultCode.PERSONAL_INFO_LOCKED);
  });

  it('real-name: photo checked by content and size, under review, then approved or rejected', async () => {
    const [PNG, JPG] = await Promise.all([image('png'), image('jpeg')]);
    const token = await loginToken(app, { cellphone: '13900139000', password: 'New-pass1' });
    const submit = (photo: Buffer | string, t = token) =>
      api(app).post(
        UpstreamPath.realName,
        {
          name: '王小明',
          certificateType: 'NI',
          certificateNumber: '44010619900101123X',
          photoBase64: typeof photo === 'string' ? photo : photo.toString('base64'),
        },
        t,
      );
    expect(codeOf(await submit(GIF))).toBe(ResultCode.UPLOAD_WRONG_FORMAT);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length + 1)]);
    expect(codeOf(await submit(big))).toBe(ResultCode.UPLOAD_TOO_LARGE);
    const huge = await submit(Buffer.alloc(3 * 1024 * 1024).toString('base64'));
    expect(codeOf(huge)).toBe(ResultCode.UPLOAD_TOO_LARGE);
    const atLimit = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const underReview = okData(RealNameDataSchema, await submit(`data:image/png;base64,${atLimit.toString('base64')}`));
    expect(underReview).toMatchObject({ status: 1, name: '王小明', certificateNumber: '440***********123X' });
    expect(codeOf(await submit(JPG))).toBe(ResultCode.CERTIFICATION_UNDER_REVIEW);

    const review = (approve: boolean) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.sandboxRealNameReview,
        payload: { cellphone: '13900139000', approve, reason: 'blurred' },
      });
    expect(okData(RealNameReviewDataSchema, await review(false)).status).toBe(2);
    expect(okData(RealNameDataSchema, await api(app).get(UpstreamPath.realName, token))).toMatchObject({
      status: 2,
      reason: 'blurred',
    });
    expect(okData(RealNameDataSchema, await submit(JPG)).status).toBe(1);
    expect(okData(RealNameReviewDataSchema, await review(true)).status).toBe(3);
    const member = await info(token);
    expect(member.summary.certificationStatus).toBe(3);
    expect(member.memberBaseInfo.name).toBe('王小明');
    expect(codeOf(await submit(JPG))).toBe(ResultCode.ALREADY_CERTIFIED);
    expect(codeOf(await api(app).post(UpstreamPath.personalInfo, { nickname: 'x' }, token))).toBe(
      ResultCode.PERSONAL_INFO_LOCKED,
    );
  });

  describe('changing a bound phone or e-mail (spec §2)', () => {
    const messages = async (to: string) =>
      okData(OutboxDataSchema, await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${to}&limit=20` })).messages;
    const fieldOf = (res: { body: string }) => (JSON.parse(res.body) as { data?: { field?: string } }).data?.field;
    /** A member registered by SMS login: a phone, no password, no e-mail. */
    const smsMember = async (cellphone: string) => {
      const verifyCode = await sendAndRead(app, 'LOGIN', { cellphone });
      return okData(
        LoginDataSchema,
        await api(app).post(UpstreamPath.phoneLogin, { cellphoneCode: '86', cellphone, verifyCode }),
      ).token;
    };
    const changePhone = (token: string, cellphone: string, verifyCode: string, proof: Record<string, string>) =>
      api(app).post(UpstreamPath.bindPhone, { cellphoneCode: '86', cellphone, verifyCode, ...proof }, token);

    it('a phone change needs a code sent to the old phone (no password set); the old phone is told', async () => {
      const token = await smsMember('13655550001');
      const newCode = await sendAndRead(app, 'CHANGE_PHONE', { cellphone: '13655550002' }, { token });
      const none = await changePhone(token, '13655550002', newCode, {});
      expect([codeOf(none), fieldOf(none)]).toEqual([ResultCode.BAD_REQUEST, 'ownerVerifyCode']);
      const noPassword = await changePhone(token, '13655550002', newCode, { currentPassword: 'Anything1' });
      expect([codeOf(noPassword), fieldOf(noPassword)]).toEqual([ResultCode.BAD_REQUEST, 'currentPassword']);

      setOffset(app, MINUTE);
      const sent = okData(OwnerCodeDataSchema, await api(app).post(UpstreamPath.ownerCode, { type: 'SMS' }, token));
      expect(sent).toMatchObject({ sentTo: '136****0001', resendAfterSeconds: 60 });
      const [ownerMessage] = await messages('13655550001');
      expect(ownerMessage).toMatchObject({ event: 'VERIFY_OWNER', channel: 'SMS' });
      const wrong = ownerMessage!.code === '000000' ? '111111' : '000000';
      const refused = await changePhone(token, '13655550002', newCode, { ownerVerifyCode: wrong });
      expect([codeOf(refused), fieldOf(refused)]).toEqual([ResultCode.CODE_INVALID, 'ownerVerifyCode']);
      // The old phone's code proves the old phone only: it is no code of the new one.
      expect(codeOf(await changePhone(token, '13655550002', ownerMessage!.code, { ownerVerifyCode: newCode }))).toBe(
        ResultCode.CODE_INVALID,
      );
      const changed = await changePhone(token, '13655550002', newCode, { ownerVerifyCode: ownerMessage!.code });
      expect(codeOf(changed)).toBe(ResultCode.OK);
      expect((await info(token)).memberBaseInfo.cellphone).toBe('13655550002');
      const [notice] = await messages('13655550001');
      expect(notice).toMatchObject({ event: 'PHONE_CHANGED', channel: 'SMS', code: '' });
      expect(notice!.text).toContain('your phone was changed to 136****0002');
      expect(notice!.text).toContain('手机号已更换为 136****0002');
      // Both codes are used up.
      expect(
        codeOf(await changePhone(token, '13655550003', newCode, { ownerVerifyCode: ownerMessage!.code })),
      ).not.toBe(ResultCode.OK);
    });

    it('an e-mail change needs the login password (or a code to the old e-mail); the old e-mail is told', async () => {
      const token = await smsMember('13655550011');
      const setPassword = await api(app).post(UpstreamPath.changePassword, { newPassword: 'Proof-pass1' }, token);
      expect(codeOf(setPassword)).toBe(ResultCode.OK);
      // The first e-mail is a binding: no proof.
      const first = await sendAndRead(app, 'BIND_EMAIL', { email: 'first@example.com' }, { token });
      const bind = { email: 'first@example.com', verifyCode: first };
      expect(codeOf(await api(app).post(UpstreamPath.bindEmail, bind, token))).toBe(ResultCode.OK);

      const next = await sendAndRead(app, 'CHANGE_EMAIL', { email: 'next@example.com' }, { token });
      const change = (proof: Record<string, string>) =>
        api(app).post(UpstreamPath.bindEmail, { email: 'next@example.com', verifyCode: next, ...proof }, token);
      const wrong = await change({ currentPassword: 'Wrong-pass1' });
      expect([codeOf(wrong), fieldOf(wrong)]).toEqual([ResultCode.WRONG_CREDENTIALS, 'currentPassword']);
      expect(codeOf(await change({ currentPassword: 'Proof-pass1' }))).toBe(ResultCode.OK);
      expect((await info(token)).memberBaseInfo.email).toBe('next@example.com');
      const [notice] = await messages('first@example.com');
      expect(notice).toMatchObject({ event: 'EMAIL_CHANGED', channel: 'EMAIL', code: '' });
      expect(notice!.text).toContain('your e-mail was changed to n***@example.com');

      // The e-mail of now can prove a change too: a code sent to it (a minute after its last one).
      setOffset(app, MINUTE);
      const owner = okData(OwnerCodeDataSchema, await api(app).post(UpstreamPath.ownerCode, { type: 'EMAIL' }, token));
      expect(owner.sentTo).toBe('n***@example.com');
      const ownerVerifyCode = (await messages('next@example.com'))[0]!.code;
      const third = await sendAndRead(app, 'CHANGE_EMAIL', { email: 'third@example.com' }, { token });
      const byCode = { email: 'third@example.com', verifyCode: third, ownerVerifyCode };
      expect(codeOf(await api(app).post(UpstreamPath.bindEmail, byCode, token))).toBe(ResultCode.OK);
    });

    it('password proofs are limited to 10 an hour per member', async () => {
      const token = await smsMember('13655550021');
      await api(app).post(UpstreamPath.changePassword, { newPassword: 'Proof-pass1' }, token);
      const newCode = await sendAndRead(app, 'CHANGE_PHONE', { cellphone: '13655550022' }, { token });
      for (let n = 1; n <= 10; n++)
        expect(codeOf(await changePhone(token, '13655550022', newCode, { currentPassword: 'Wrong-pass1' }))).toBe(
          ResultCode.WRONG_CREDENTIALS,
        );
      expect(codeOf(await changePhone(token, '13655550022', newCode, { currentPassword: 'Proof-pass1' }))).toBe(
        ResultCode.RATE_LIMITED,
      );
    });
  });

  describe('sandbox off', () => {
    let closed: FastifyInstance;
    beforeAll(async () => {
      closed = await testServer({ sandbox: false });
    }, SERVER_START_TIMEOUT_MS);
    afterAll(async () => {
      await closed.close();
    });

    it('no outbox, no code delivery, /sandbox is 404', async () => {
      const res = await closed.inject({ url: `${UpstreamPath.sandboxOutbox}?to=13800138000` });
      expect(res.statusCode).toBe(404);
      expect(
        (await closed.inject({ url: '/sandbox/oauth/wechat/authorize?redirect_uri=http://localhost/&state=s' }))
          .statusCode,
      ).toBe(404);
      // Without the sandbox there are no demo members: a member of its own, logged in directly.
      const own = await createMember(closed.airline, { cellphone: '13811112222' });
      const { token } = await issueLogin(closed.airline, own.id, false);
      const send = await caller(closed).post(UpstreamPath.ownerCode, { type: 'SMS' }, token);
      expect(codeOf(send)).toBe(ResultCode.SMS_SEND_FAILED);
    });
  });
});
