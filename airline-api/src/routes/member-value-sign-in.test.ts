// @postgres (decision 57): npm test runs it on PostgreSQL too, for one sign-in a day under parallel requests.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  GrowthDetailDataSchema,
  ResultCode,
  SignInDataSchema,
  SignInInfosDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { SIGN_IN_GROWTH } from '@/lib/domain/member-value-rules';
import { DEMO_PHONE, PLAIN_PHONE } from '../db/seed/members';
import { growthRecord, member, realName } from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

// Decision 65; spec §1, §3 sign-in entry, §6 (certified members only; an expired certification limits), §7
// getSignInInfos: one sign-in a day of Beijing time, SIGN_IN_GROWTH growth each.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

let app: FastifyInstance;
let demo: string;
let plain: string;
let demoId: string;
beforeAll(async () => {
  app = await testServer();
  // Remembered logins (2 weeks): the tests move the clock days ahead.
  demo = await loginToken(app, { cellphone: DEMO.cellphone, password: DEMO.password, remember: true });
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password, remember: true });
  demoId = (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE)))[0]!.id;
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const api = () => caller(app);
/** Moves the clock to an instant given in UTC. */
const at = (iso: string) => setOffset(app, Date.parse(iso) - TEST_NOW);
const signIn = (token = demo) => api().post(UpstreamPath.signIn, {}, token);
const infos = async (year: number, month: number, token = demo) =>
  okData(SignInInfosDataSchema, await api().post(UpstreamPath.signInInfos, { year, month }, token));
const growthOf = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE)))[0]!.growthValue;

describe('daily sign-in', () => {
  it('asks for a token, and refuses members who are not certified', async () => {
    expect(codeOf(await signIn(''))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await signIn(plain))).toBe(ResultCode.REAL_NAME_REQUIRED);
  });

  it('signs in once a Beijing day: 23:59:59 and 00:00:00 are two days, a second sign-in the same day is refused', async () => {
    // 2026-12-05 23:59:59 in Beijing is 15:59:59Z.
    at('2026-12-05T15:59:59Z');
    const before = await growthOf();
    const first = okData(SignInDataSchema, await signIn());
    expect(first).toEqual({ date: '2026-12-05', growth: SIGN_IN_GROWTH, growthValue: before + SIGN_IN_GROWTH });
    expect(codeOf(await signIn())).toBe(ResultCode.SIGN_IN_ALREADY);
    // One second later it is 2026-12-06 00:00:00 in Beijing.
    at('2026-12-05T16:00:00Z');
    expect(okData(SignInDataSchema, await signIn()).date).toBe('2026-12-06');
    expect(codeOf(await signIn())).toBe(ResultCode.SIGN_IN_ALREADY);
    expect(await growthOf()).toBe(before + 2 * SIGN_IN_GROWTH);
    const month = await infos(2026, 12);
    expect(month.signInfos).toHaveLength(31);
    expect(month.signInfos.filter((d) => d.sign).map((d) => d.date)).toEqual(
      expect.arrayContaining(['2026-12-05', '2026-12-06']),
    );
    expect(month).toMatchObject({ today: '2026-12-06', signedInToday: true });
  });

  it('grants one sign-in of several sent at once, and the growth records add up to the growth value', async () => {
    at('2026-12-08T03:00:00Z');
    const before = await growthOf();
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn()));
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === ResultCode.SIGN_IN_ALREADY)).toHaveLength(5);
    expect(await growthOf()).toBe(before + SIGN_IN_GROWTH);
    const records = await app.airline.db.select().from(growthRecord).where(eq(growthRecord.memberId, demoId));
    expect(records.reduce((sum, r) => sum + r.delta, 0)).toBe(await growthOf());
  });

  it('refuses an expired certification with its own message', async () => {
    const [row] = await app.airline.db.select().from(realName).where(eq(realName.memberId, demoId));
    await app.airline.db
      .update(realName)
      .set({ reviewedAt: new Date(TEST_NOW - 3000 * 86_400_000) })
      .where(eq(realName.memberId, demoId));
    try {
      at('2026-12-09T03:00:00Z');
      expect(codeOf(await signIn())).toBe(ResultCode.REAL_NAME_EXPIRED);
      expect((await infos(2026, 12)).certification).toEqual({ status: 3, expired: true });
    } finally {
      await app.airline.db.update(realName).set({ reviewedAt: row!.reviewedAt }).where(eq(realName.memberId, demoId));
    }
  });

  it('shows each member only their own sign-ins', async () => {
    const mine = await infos(2026, 12, plain);
    expect(mine.signInfos.some((d) => d.sign)).toBe(false);
    expect(codeOf(await api().post(UpstreamPath.signInInfos, { year: 2026, month: 13 }, demo))).toBe(
      ResultCode.BAD_REQUEST,
    );
  });
});

describe('growth and level', () => {
  it('holds last year’s level (1,200 growth: Silver) and says what this year still needs for the next', async () => {
    const data = okData(GrowthDetailDataSchema, await api().post(UpstreamPath.growthInfo, { months: 6 }, demo));
    expect(data.growthLastYear).toBe(1_200);
    expect(data.level).toBe('SILVER');
    expect(data.next).toEqual({ level: 'GOLD', needed: 2_000 - data.growthThisYear });
    expect(data.records.every((r) => Date.parse(r.time) >= Date.parse(`${data.from}T00:00:00+08:00`))).toBe(true);
    const plainData = okData(GrowthDetailDataSchema, await api().post(UpstreamPath.growthInfo, { months: 6 }, plain));
    expect(plainData).toMatchObject({ growthValue: 0, level: 'NORMAL', records: [], total: 0 });
  });

  it('counts the growth of the last 1, 3 or 6 months only', async () => {
    const totals = [];
    for (const months of [1, 3, 6]) {
      const d = okData(GrowthDetailDataSchema, await api().post(UpstreamPath.growthInfo, { months }, demo));
      totals.push(d.total);
    }
    expect(totals[0]!).toBeLessThanOrEqual(totals[1]!);
    expect(totals[1]!).toBeLessThan(totals[2]!);
    expect(codeOf(await api().post(UpstreamPath.growthInfo, { months: 2 }, demo))).toBe(ResultCode.BAD_REQUEST);
  });
});
