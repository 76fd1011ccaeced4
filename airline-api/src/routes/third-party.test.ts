import type { FastifyInstance } from 'fastify';
import {
  LoginDataSchema,
  MemberInfoSchema,
  QrCreateDataSchema,
  QrStatusDataSchema,
  RealNameDataSchema,
  ResultCode,
  ThirdPartyLoginDataSchema,
  UpstreamPath,
  oauthAuthorizePath,
} from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { DEMO, MINUTE, caller, codeOf, okData, sendAndRead, setOffset } from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const BACK = 'http://localhost:3000/zh-CN/authorization';

describe('third-party login sandbox and binding', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer({ redirectHosts: ['www.skylark.example'] });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const authorizeUrl = (provider: 'WECHAT' | 'QQ' | 'WEIBO' | 'ALIPAY', redirect = BACK) =>
    `${oauthAuthorizePath(provider)}?redirect_uri=${encodeURIComponent(redirect)}&state=st-1`;
  /** Submits the authorise form the way a browser does, and reads the code from the redirect. */
  const authorise = async (provider: 'WECHAT' | 'QQ' | 'WEIBO' | 'ALIPAY', fields: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: oauthAuthorizePath(provider),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ redirect_uri: BACK, state: 'st-1', decision: 'allow', ...fields }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(BACK);
    expect(location.searchParams.get('state')).toBe('st-1');
    return location.searchParams.get('code') ?? '';
  };
  const thirdPartyLogin = (provider: string, code: string) =>
    caller(app).post(UpstreamPath.thirdPartyLogin, { provider, code });

  it('serves an accessible form and never redirects off the allow-list', async () => {
    const page = await app.inject({ url: authorizeUrl('WECHAT') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('<label for="typed">');
    expect(page.body).toContain('wechat_demo');
    expect(page.body).toMatch(/<button[^>]*value="deny"/);
    expect((await app.inject({ url: authorizeUrl('QQ') })).body).toContain('name="malformed"');
    expect((await app.inject({ url: authorizeUrl('WECHAT', 'https://www.skylark.example/cb') })).statusCode).toBe(200);
    for (const bad of [
      'https://evil.example/cb',
      'javascript:alert(1)',
      'http://localhost.evil.example/',
      'http://user@evil.example@localhost/',
    ]) {
      const res = await app.inject({ url: authorizeUrl('WECHAT', bad) });
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    const post = await app.inject({
      method: 'POST',
      url: oauthAuthorizePath('WECHAT'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: 'https://evil.example/',
        state: 's',
        decision: 'allow',
        identity: 'wechat_demo',
      }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('cancel returns error=access_denied', async () => {
    const res = await app.inject({
      method: 'POST',
      url: oauthAuthorizePath('WEIBO'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ redirect_uri: BACK, state: 'st-1', decision: 'deny' }).toString(),
    });
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it.each(['WECHAT', 'QQ', 'WEIBO', 'ALIPAY'] as const)(
    '%s: a bound identity logs in; the code works once',
    async (provider) => {
      const code = await authorise(provider, { identity: `${provider.toLowerCase()}_demo` });
      const data = okData(ThirdPartyLoginDataSchema, await thirdPartyLogin(provider, code));
      if (data.result !== 'LOGGED_IN') throw new Error('expected a login');
      const member = okData(
        MemberInfoSchema,
        await caller(app).post(UpstreamPath.memberInfoQuery, {}, data.login.token),
      );
      expect(member.memberBaseInfo.cellphone).toBe(DEMO.cellphone);
      expect(codeOf(await thirdPartyLogin(provider, code))).toBe(ResultCode.BINDING_INFO_FETCH_FAILED);
    },
  );

  it('a code of another provider, and a malformed QQ profile, are refused', async () => {
    const code = await authorise('WEIBO', { identity: 'weibo_demo' });
    expect(codeOf(await thirdPartyLogin('WECHAT', code))).toBe(ResultCode.BINDING_INFO_FETCH_FAILED);
    const bad = await authorise('QQ', { identity: 'qq_guest', malformed: '1' });
    expect(codeOf(await thirdPartyLogin('QQ', bad))).toBe(ResultCode.QQ_DATA_PARSE_FAILED);
  });

  it('an unbound identity binds to a new phone (registered), then logs straight in', async () => {
    const first = okData(
      ThirdPartyLoginDataSchema,
      await thirdPartyLogin('WECHAT', await authorise('WECHAT', { identity: 'wechat_guest' })),
    );
    if (first.result !== 'BIND_REQUIRED') throw new Error('expected a bind ticket');
    expect(first.nickname).toBe('微信用户·访客');
    const cellphone = '13622220001';
    const verifyCode = await sendAndRead(app, 'THIRDPARTY_BIND', { cellphone });
    const bind = { method: 'PHONE', bindTicket: first.bindTicket, cellphoneCode: '86', cellphone };
    expect(
      codeOf(
        await caller(app).post(UpstreamPath.thirdPartyBind, {
          ...bind,
          verifyCode: verifyCode === '000000' ? '111111' : '000000',
        }),
      ),
    ).toBe(ResultCode.CODE_INVALID);
    const login = okData(LoginDataSchema, await caller(app).post(UpstreamPath.thirdPartyBind, { ...bind, verifyCode }));
    expect(login.registered).toBe(true);
    expect(codeOf(await caller(app).post(UpstreamPath.thirdPartyBind, { ...bind, verifyCode }))).toBe(
      ResultCode.STATUS_CHECK_FAILED,
    );
    const again = okData(
      ThirdPartyLoginDataSchema,
      await thirdPartyLogin('WECHAT', await authorise('WECHAT', { identity: 'wechat_guest' })),
    );
    expect(again.result === 'LOGGED_IN' && again.login.memberId).toBe(login.memberId);
  });

  it('binding to an account that already has this provider fails; a typed identity binds by password', async () => {
    const ticket = async (provider: 'ALIPAY', fields: Record<string, string>) => {
      const data = okData(
        ThirdPartyLoginDataSchema,
        await thirdPartyLogin(provider, await authorise(provider, fields)),
      );
      if (data.result !== 'BIND_REQUIRED') throw new Error('expected a bind ticket');
      return data.bindTicket;
    };
    const toDemo = { method: 'PASSWORD', account: DEMO.cellphone, password: DEMO.password };
    const failed = await caller(app).post(UpstreamPath.thirdPartyBind, {
      ...toDemo,
      bindTicket: await ticket('ALIPAY', { identity: 'alipay_guest' }),
    });
    expect(codeOf(failed)).toBe(ResultCode.BINDING_FAILED);
    const wrong = await caller(app).post(UpstreamPath.thirdPartyBind, {
      method: 'PASSWORD',
      account: '13900139000',
      password: 'bad-pass1',
      bindTicket: await ticket('ALIPAY', { typed: '测试用户甲' }),
    });
    expect(codeOf(wrong)).toBe(ResultCode.WRONG_CREDENTIALS);
    const ok = await caller(app).post(UpstreamPath.thirdPartyBind, {
      method: 'PASSWORD',
      account: '13900139000',
      password: 'Skylark2026',
      bindTicket: await ticket('ALIPAY', { typed: '测试用户甲' }),
    });
    expect(okData(LoginDataSchema, ok).registered).toBe(false);
  });

  it('binding by e-mail code creates an e-mail-only member, which must bind a phone before certifying', async () => {
    const data = okData(
      ThirdPartyLoginDataSchema,
      await thirdPartyLogin('WEIBO', await authorise('WEIBO', { identity: 'weibo_guest' })),
    );
    if (data.result !== 'BIND_REQUIRED') throw new Error('expected a bind ticket');
    const email = 'weibo.fan@example.com';
    const verifyCode = await sendAndRead(app, 'THIRDPARTY_BIND', { email });
    const login = okData(
      LoginDataSchema,
      await caller(app).post(UpstreamPath.thirdPartyBind, {
        method: 'EMAIL',
        bindTicket: data.bindTicket,
        email,
        verifyCode,
      }),
    );
    expect(login.registered).toBe(true);
    const member = okData(MemberInfoSchema, await caller(app).post(UpstreamPath.memberInfoQuery, {}, login.token));
    expect(member.memberBaseInfo).toMatchObject({ email, cellphone: null });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(8)]);
    const submit = await caller(app).post(
      UpstreamPath.realName,
      {
        name: '赵六',
        certificateType: 'NI',
        certificateNumber: '440106199001011234',
        photoBase64: png.toString('base64'),
      },
      login.token,
    );
    expect(codeOf(submit)).toBe(ResultCode.PHONE_NOT_BOUND);
    expect(okData(RealNameDataSchema, await caller(app).get(UpstreamPath.realName, login.token)).status).toBe(0);
  });
});

describe('QR login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer({ publicUrl: 'http://127.0.0.1:4010' });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const create = async () =>
    okData(QrCreateDataSchema, await caller(app).post(UpstreamPath.qrCreate, { channelNo: 'B2C' }));
  const status = async (qrId: string) =>
    okData(QrStatusDataSchema, await caller(app).get(`${UpstreamPath.qrStatus}?qrId=${qrId}`));
  const scanner = (qrId: string, fields?: Record<string, string>) =>
    app.inject(
      fields
        ? {
            method: 'POST',
            url: `/sandbox/qr/${qrId}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          }
        : { url: `/sandbox/qr/${qrId}` },
    );

  it('waiting, scanned, confirmed with a ticket that logs in once', async () => {
    const qr = await create();
    expect(qr.content).toBe(`http://127.0.0.1:4010/sandbox/qr/${qr.qrId}`);
    expect(Date.parse(qr.expiresAt) - app.airline.clock.now()).toBe(2 * MINUTE);
    expect((await status(qr.qrId)).status).toBe('WAITING');
    const page = await scanner(qr.qrId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('13800138000');
    expect((await status(qr.qrId)).status).toBe('SCANNED');
    const wrong = await scanner(qr.qrId, { decision: 'confirm', cellphone: DEMO.cellphone, password: 'nope-1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(
      (await scanner(qr.qrId, { decision: 'confirm', cellphone: DEMO.cellphone, password: DEMO.password })).statusCode,
    ).toBe(200);
    const confirmed = await status(qr.qrId);
    expect(confirmed.status).toBe('CONFIRMED');
    const body = { qrId: qr.qrId, ticket: confirmed.ticket ?? '' };
    expect(codeOf(await caller(app).post(UpstreamPath.qrLogin, { ...body, ticket: 'forged' }))).toBe(
      ResultCode.QR_LOGIN_FAILED,
    );
    const login = okData(LoginDataSchema, await caller(app).post(UpstreamPath.qrLogin, body));
    const member = okData(MemberInfoSchema, await caller(app).post(UpstreamPath.memberInfoQuery, {}, login.token));
    expect(member.memberBaseInfo.cellphone).toBe(DEMO.cellphone);
    expect(codeOf(await caller(app).post(UpstreamPath.qrLogin, body))).toBe(ResultCode.QR_LOGIN_FAILED);
    expect((await status(qr.qrId)).ticket).toBeUndefined();
  });

  it('a seeded member picked on the scanner; cancel; expiry at 2 minutes', async () => {
    const picked = await create();
    const page = await scanner(picked.qrId);
    const memberId = /name="memberId" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    await scanner(picked.qrId, { decision: 'confirm', memberId });
    expect((await status(picked.qrId)).status).toBe('CONFIRMED');

    const cancelled = await create();
    await scanner(cancelled.qrId, { decision: 'cancel' });
    expect((await status(cancelled.qrId)).status).toBe('CANCELLED');
    expect((await scanner(cancelled.qrId)).statusCode).toBe(410);

    const old = await create();
    setOffset(app, 2 * MINUTE - 1000);
    expect((await status(old.qrId)).status).toBe('WAITING');
    setOffset(app, 2 * MINUTE);
    expect((await status(old.qrId)).status).toBe('EXPIRED');
    expect((await scanner(old.qrId)).statusCode).toBe(410);
    expect(codeOf(await caller(app).get(`${UpstreamPath.qrStatus}?qrId=unknown`))).toBe(ResultCode.NOT_FOUND);
  });
});
