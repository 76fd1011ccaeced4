// @postgres (decision 57): npm test runs it on PostgreSQL too, for the code-send caps (advisory locks).
import type { FastifyInstance } from 'fastify';
import {
  LoginDataSchema,
  OutboxDataSchema,
  OwnerCodeDataSchema,
  ResultCode,
  SendCodeDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { DAILY_CAP_PER_TARGET, DAILY_CAP_PER_TARGET_AND_IP } from '../account/codes';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import {
  DEMO,
  MINUTE,
  caller,
  codeOf,
  latestCode,
  loginToken,
  okData,
  sendAndRead,
  setOffset,
  solveCaptcha,
} from '../../test/account-api';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/**
 * Issue 29 §2: the caps on code sends stop SMS bombing without letting one visitor shut a member out of
 * their codes, and a member's code request to a new phone does not tell whether that phone is registered
 * (decision 53).
 */
describe('code sends: caps per phone and address, the owner never locked out', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  const send = async (cellphone: string, ip: string, event = 'LOGIN', token?: string) =>
    caller(app, ip).post(
      UpstreamPath.sendVerifyCode,
      { event, type: 'SMS', cellphone, captchaToken: await solveCaptcha(app) },
      token,
    );
  const outbox = async (to: string) =>
    okData(OutboxDataSchema, await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${to}&limit=20` })).messages;

  it('the numbers: 5 a day from one address to one phone, 20 a day to one phone from strangers', () => {
    expect(DAILY_CAP_PER_TARGET_AND_IP).toBe(5);
    expect(DAILY_CAP_PER_TARGET).toBe(20);
  });

  it(
    "one address that used up its sends to a phone does not stop another address's code (both sides of 5)",
    async () => {
      const cellphone = '13611000001';
      for (let i = 0; i < 5; i++) {
        setOffset(app, i * MINUTE);
        expect(codeOf(await send(cellphone, '10.29.1.1'))).toBe(ResultCode.OK);
      }
      setOffset(app, 5 * MINUTE);
      expect(codeOf(await send(cellphone, '10.29.1.1'))).toBe(ResultCode.SEND_LIMIT_REACHED);
      // The member, from another address, in the same minute: a stranger's sends make no one wait.
      expect(codeOf(await send(cellphone, '10.29.1.2'))).toBe(ResultCode.OK);
    },
    3 * DB_TEST_TIMEOUT_MS,
  );

  it(
    'a phone gets 20 texts a day from strangers; its owner still gets codes by session and from a proven address',
    async () => {
      const cellphone = '13611000002';
      // The member logged in by SMS code from home (10.29.2.99) before: that address has proven the phone.
      // The code was asked from elsewhere (10.29.2.98): asking proves nothing, using it up does.
      const home = '10.29.2.99';
      const asker = '10.29.2.98';
      const first = await sendAndRead(app, 'LOGIN', { cellphone }, { ip: asker });
      const login = await caller(app, home).post(UpstreamPath.phoneLogin, {
        cellphoneCode: '86',
        cellphone,
        verifyCode: first,
      });
      const token = okData(LoginDataSchema, login).token;
      // A botnet: 4 addresses of 5 sends each (the first send counts too, so 19 of theirs pass).
      let sent = 1;
      for (let bot = 0; bot < 4; bot++)
        for (let i = 0; i < 5; i++) {
          setOffset(app, (bot * 5 + i + 1) * MINUTE);
          const res = await send(cellphone, `10.29.3.${bot}`);
          expect(codeOf(res)).toBe(sent < 20 ? ResultCode.OK : ResultCode.SEND_LIMIT_REACHED);
          if (codeOf(res) === ResultCode.OK) sent++;
        }
      expect(sent).toBe(20);
      setOffset(app, 30 * MINUTE);
      // A fresh address is refused now: the phone is not bombed beyond 20 a day.
      expect(codeOf(await send(cellphone, '10.29.3.200', 'RESET_PASSWORD'))).toBe(ResultCode.SEND_LIMIT_REACHED);
      expect(codeOf(await send(cellphone, asker))).toBe(ResultCode.SEND_LIMIT_REACHED);
      // The owner's proven requests are not refused by others' usage: from home, and by session.
      expect(codeOf(await send(cellphone, home))).toBe(ResultCode.OK);
      const owner = await caller(app, '10.29.4.1').post(UpstreamPath.ownerCode, { type: 'SMS' }, token);
      expect(okData(OwnerCodeDataSchema, owner).resendAfterSeconds).toBe(60);
      // A day after the first of them, strangers' sends are counted afresh.
      setOffset(app, 24 * 60 * MINUTE + 2 * MINUTE);
      expect(codeOf(await send(cellphone, '10.29.3.201'))).toBe(ResultCode.OK);
    },
    6 * DB_TEST_TIMEOUT_MS,
  );

  it(
    'CHANGE_PHONE answers the same for a registered and a free phone, needs the captcha, and counts',
    async () => {
      const token = await loginToken(app, { cellphone: '13900139000', password: DEMO.password });
      const ip = '10.29.5.1';
      const bare = await caller(app, ip).post(
        UpstreamPath.sendVerifyCode,
        { event: 'CHANGE_PHONE', type: 'SMS', cellphone: DEMO.cellphone },
        token,
      );
      expect(codeOf(bare)).toBe(ResultCode.CAPTCHA_REQUIRED);
      const taken = await send(DEMO.cellphone, ip, 'CHANGE_PHONE', token);
      const free = await send('13611000005', ip, 'CHANGE_PHONE', token);
      expect(Object.keys(okData(SendCodeDataSchema, taken))).toEqual(Object.keys(okData(SendCodeDataSchema, free)));
      expect(JSON.parse(taken.body).msg).toBe(JSON.parse(free.body).msg);
      // The registered phone's owner is told that someone tried to move another account to it.
      const [told] = await outbox(`86-${DEMO.cellphone}`);
      expect(told?.event).toBe('CHANGE_PHONE');
      expect(told?.text).toContain('已注册');
      expect(told?.text).toContain('already registered');
      // Refused at the confirm step only: a wrong code says so, the right one says the phone is taken.
      const bind = (verifyCode: string) =>
        caller(app, ip).post(
          UpstreamPath.bindPhone,
          { cellphoneCode: '86', cellphone: DEMO.cellphone, verifyCode, currentPassword: DEMO.password },
          token,
        );
      const right = told?.code ?? '';
      expect(codeOf(await bind(right === '000000' ? '111111' : '000000'))).toBe(ResultCode.CODE_INVALID);
      expect(codeOf(await bind(right))).toBe(ResultCode.ACCOUNT_EXISTS);
      // Counted: the same address's sends to the registered phone stop at 5 a day, as any send.
      for (let i = 1; i < 5; i++) {
        setOffset(app, i * MINUTE);
        expect(codeOf(await send(DEMO.cellphone, ip, 'CHANGE_PHONE', token))).toBe(ResultCode.OK);
      }
      setOffset(app, 5 * MINUTE);
      expect(codeOf(await send(DEMO.cellphone, ip, 'CHANGE_PHONE', token))).toBe(ResultCode.SEND_LIMIT_REACHED);
      expect(await latestCode(app, '86-13611000005')).toMatch(/^\d{6}$/);
    },
    3 * DB_TEST_TIMEOUT_MS,
  );
});
