import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import { RealNameDataSchema, RealNameReviewDataSchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { REAL_NAME_VALID_DAYS } from '@/lib/domain/real-name-rules';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const DAY = 86_400_000;
/** The sandbox control that ages one member's certification (sandbox/real-name-age.ts). */
const SANDBOX_REAL_NAME_AGE_PATH = '/sandbox/realname/age';
/** The seed certified the demo member 400 days before the test clock's now (db/seed/members.ts). */
const DEMO_REVIEWED = TEST_NOW - 400 * DAY;

let app: FastifyInstance;
let demo: string;
let plain: string;
let photo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
  photo = (
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7aa0c8' } })
      .png()
      .toBuffer()
  ).toString('base64');
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const api = () => caller(app);
const status = async (token: string) => okData(RealNameDataSchema, await api().get(UpstreamPath.realName, token));
const submit = (token: string, name = '张云雀') =>
  api().post(
    UpstreamPath.realName,
    { name, certificateType: 'NI', certificateNumber: '110101199003078515', photoBase64: photo },
    token,
  );
/** The sandbox control, from this machine: the member's review `days` further back. */
const age = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: SANDBOX_REAL_NAME_AGE_PATH, payload: body, remoteAddress });
const review = (cellphone: string, approve: boolean) =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxRealNameReview, payload: { cellphone, approve } });

describe('real-name status and its validity (spec §4, §6, §8)', () => {
  it('a certified member reads status 3, not expired, valid for REAL_NAME_VALID_DAYS from the review', async () => {
    expect(await status(demo)).toMatchObject({
      status: 3,
      name: '张云雀',
      certificateNumber: '110***********8515',
      expired: false,
      reviewedAt: new Date(DEMO_REVIEWED).toISOString(),
      expiresAt: new Date(DEMO_REVIEWED + REAL_NAME_VALID_DAYS * DAY).toISOString(),
    });
  });

  it("answers only the token's member: another member reads their own status and cannot touch the demo's", async () => {
    const other = await status(plain);
    expect(other).toMatchObject({ status: 0, name: null, expired: false, expiresAt: null });
    expect(JSON.stringify(other)).not.toContain('张云雀');
    // The other member's submission is their own row; the demo member stays certified.
    expect(okData(RealNameDataSchema, await submit(plain, '王小明'))).toMatchObject({ status: 1, name: '王小明' });
    expect(await status(demo)).toMatchObject({ status: 3, name: '张云雀' });
    // A member under review cannot be aged: the control ages certified members only.
    expect(codeOf(await age({ cellphone: PLAIN_PHONE, days: 30 }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await age({ memberId: 'no-such-member', days: 30 }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await api().get(UpstreamPath.realName))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('the aging control answers this machine only', async () => {
    const remote = await age({ cellphone: DEMO.cellphone, days: 1 }, '203.0.113.5');
    expect(remote.statusCode).toBe(404);
    expect(codeOf(remote)).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await age({ cellphone: DEMO.cellphone, days: 0 }))).toBe(ResultCode.BAD_REQUEST);
  });

  it('expires at REAL_NAME_VALID_DAYS (both sides); an expired member certifies again', async () => {
    // 729 days after the review: still valid, and a new submission is refused.
    const aged = okData(
      RealNameDataSchema.extend({ memberId: z.string() }),
      await age({ cellphone: DEMO.cellphone, days: REAL_NAME_VALID_DAYS - 400 - 1 }),
    );
    expect(aged).toMatchObject({ status: 3, expired: false });
    expect(codeOf(await submit(demo))).toBe(ResultCode.ALREADY_CERTIFIED);
    // One more day: exactly REAL_NAME_VALID_DAYS, expired; a millisecond before, not yet.
    await age({ cellphone: DEMO.cellphone, days: 1 });
    expect(await status(demo)).toMatchObject({ status: 3, expired: true, expiresAt: new Date(TEST_NOW).toISOString() });
    setOffset(app, -1);
    expect((await status(demo)).expired).toBe(false);
    setOffset(app, 0);

    const again = okData(RealNameDataSchema, await submit(demo));
    expect(again).toMatchObject({ status: 1, expired: false, expiresAt: null, reviewedAt: null });
    expect(codeOf(await submit(demo))).toBe(ResultCode.CERTIFICATION_UNDER_REVIEW);
    expect(okData(RealNameReviewDataSchema, await review(DEMO.cellphone, true)).status).toBe(3);
    expect(await status(demo)).toMatchObject({
      status: 3,
      expired: false,
      expiresAt: new Date(TEST_NOW + REAL_NAME_VALID_DAYS * DAY).toISOString(),
    });
  });
});
