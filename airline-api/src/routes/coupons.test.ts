// @postgres (decision 57): npm test runs it on PostgreSQL too, for coupon claims, gifts and draws at once.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  BlindBoxRecordSchema,
  ClaimDataSchema,
  CouponCentreDataSchema,
  CouponPath,
  DeductionsDataSchema,
  GiftPackagesDataSchema,
  MyCouponsDataSchema,
  OpenGiftDataSchema,
  ResultCode,
  RouletteDataSchema,
  RouletteDrawDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { createMember } from '../account/members';
import { issueLogin } from '../account/tokens';
import { couponClaim, couponOffer, member, realName } from '../db/schema';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { reserveBody, reserveCall, reserveOk, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);

const DAY = 86_400_000;
let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app, { cellphone: DEMO.cellphone, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const api = () => caller(app);
let phones = 0;
/** A new member with a login token (each test its own members). */
async function newMember() {
  const m = await createMember(app.airline, { cellphone: `1660000${String(++phones).padStart(4, '0')}` });
  return { id: m.id, token: (await issueLogin(app.airline, m.id, false)).token };
}
const tab = async (token: string, t: 'INI' | 'USED' | 'EXPIRED') =>
  okData(MyCouponsDataSchema, await api().post(CouponPath.myCoupons, { tab: t }, token));
const centre = async (token: string) => okData(CouponCentreDataSchema, await api().post(CouponPath.centre, {}, token));
const claim = (token: string, offerId: string) => api().post(CouponPath.claim, { offerId }, token);
const stateOf = async (token: string, offerId: string) =>
  (await centre(token)).offers.find((o) => o.offerId === offerId)?.state;

describe('the coupon centre (spec §4 claim states, §9 window)', () => {
  it('lists the seeded states and claims a coupon once, which then shows as available and unused', async () => {
    const m = await newMember();
    const states = Object.fromEntries((await centre(m.token)).offers.map((o) => [o.offerId, o.state]));
    expect(states).toMatchObject({ 'OF-WEB-30': 'UNCLAIMED', 'OF-SOON': 'NOT_ON_SALE', 'OF-GONE': 'RUN_OUT' });
    expect(states['OF-OLD']).toBe('DEPRECATED');
    expect(states['OF-GIFT-40']).toBeUndefined();
    const got = okData(ClaimDataSchema, await claim(m.token, 'OF-WEB-30'));
    expect(codeOf(await claim(m.token, 'OF-WEB-30'))).toBe(ResultCode.COUPON_ALREADY_CLAIMED);
    expect(await stateOf(m.token, 'OF-WEB-30')).toBe('AVAILABLE');
    const unused = await tab(m.token, 'INI');
    expect(unused.coupons.map((c) => c.couponId)).toEqual([got.couponId]);
    expect(unused.coupons[0]).toMatchObject({ kind: 'DEDUCTION', value: 3_000, scope: { channels: ['WEB'] } });
    expect(codeOf(await claim(m.token, 'OF-SOON'))).toBe(ResultCode.COUPON_NOT_CLAIMABLE);
    expect(codeOf(await claim(m.token, 'OF-GONE'))).toBe(ResultCode.COUPON_RUN_OUT);
    expect(codeOf(await claim(m.token, 'OF-GIFT-40'))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await api().post(CouponPath.centre, {}))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('the window closes exactly 15 days after it opened', async () => {
    const end = (await offerRow('OF-WEB-20')).claimFrom.getTime() + 15 * DAY;
    // Logged in after the clock moves: a login lasts a day.
    setOffset(app, end - 1 - TEST_NOW);
    const [early, late] = [await newMember(), await newMember()];
    expect(await stateOf(early.token, 'OF-WEB-20')).toBe('UNCLAIMED');
    expect(codeOf(await claim(early.token, 'OF-WEB-20'))).toBe(ResultCode.OK);
    setOffset(app, end - TEST_NOW);
    expect(await stateOf(late.token, 'OF-WEB-20')).toBe('DEPRECATED');
    expect(codeOf(await claim(late.token, 'OF-WEB-20'))).toBe(ResultCode.COUPON_NOT_CLAIMABLE);
  });

  it('many members claiming the last coupons at once take exactly the stock', async () => {
    await app.airline.db
      .insert(couponOffer)
      .values({ ...(await offerRow('OF-WEB-30')), id: 'OF-RACE', stock: 5, claimed: 0 });
    const members = await Promise.all(Array.from({ length: 12 }, () => newMember()));
    const answers = await Promise.all(members.map((m) => claim(m.token, 'OF-RACE')));
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(5);
    expect(codes.filter((c) => c === ResultCode.COUPON_RUN_OUT)).toHaveLength(7);
    const claims = await app.airline.db.select().from(couponClaim).where(eq(couponClaim.offerId, 'OF-RACE'));
    expect(claims).toHaveLength(5);
    expect((await offerRow('OF-RACE')).claimed).toBe(5);
  });

  it('one member claiming twice at once gets one coupon', async () => {
    const m = await newMember();
    const codes = (await Promise.all([1, 2, 3].map(() => claim(m.token, 'OF-WEB-20')))).map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(1);
    expect((await tab(m.token, 'INI')).coupons).toHaveLength(1);
    const [row] = await app.airline.db.select().from(member).where(eq(member.id, m.id));
    expect(row!.coupons).toBe(1);
  });
});

async function offerRow(id: string) {
  const [o] = await app.airline.db.select().from(couponOffer).where(eq(couponOffer.id, id));
  return o!;
}

const deductions = async (token: string, fareId: string) =>
  okData(
    DeductionsDataSchema,
    await api().post(UpstreamPath.reserveDeductions, { fareIds: [fareId], passengers: [{ type: 'ADT' }] }, token),
  );

describe('a claimed coupon in the booking funnel (one eligibility rule)', () => {
  it('the picker offers it, the order takes its amount off, and it moves to used', async () => {
    const m = await newMember();
    const { couponId } = okData(ClaimDataSchema, await claim(m.token, 'OF-WEB-30'));
    const { fareId } = await standardFare(app, 6);
    const offered = (await deductions(m.token, fareId)).coupons.find((c) => c.couponId === couponId);
    expect(offered).toMatchObject({ usable: true, reason: null, deduction: 3_000 });
    const order = await reserveOk(app, reserveBody([fareId], { couponIds: [couponId] }), { token: m.token });
    expect(order.price.couponDeduction).toBe(3_000);
    expect((await tab(m.token, 'USED')).coupons).toMatchObject([{ couponId, usedOrderNo: order.orderNo }]);
    expect((await tab(m.token, 'INI')).coupons).toHaveLength(0);
    expect(await stateOf(m.token, 'OF-WEB-30')).toBe('USED');
  });

  it("another member's coupon can be neither seen nor used", async () => {
    const [owner, thief] = [await newMember(), await newMember()];
    const { couponId } = okData(ClaimDataSchema, await claim(owner.token, 'OF-WEB-30'));
    for (const t of ['INI', 'USED', 'EXPIRED'] as const)
      expect((await tab(thief.token, t)).coupons.map((c) => c.couponId)).not.toContain(couponId);
    const { fareId } = await standardFare(app, 7);
    expect((await deductions(thief.token, fareId)).coupons).toHaveLength(0);
    const stolen = await reserveCall(app, reserveBody([fareId], { couponIds: [couponId] }), { token: thief.token });
    expect(codeOf(stolen)).toBe(ResultCode.COUPON_NOT_USABLE);
    expect((await tab(owner.token, 'INI')).coupons.map((c) => c.couponId)).toEqual([couponId]);
  });

  it('an expired real-name certification blocks using and claiming coupons (spec §6)', async () => {
    const m = await newMember();
    const { couponId } = okData(ClaimDataSchema, await claim(m.token, 'OF-WEB-30'));
    const long = new Date(TEST_NOW - 800 * DAY);
    await app.airline.db.insert(realName).values({
      memberId: m.id,
      status: 3,
      name: '李雀',
      certificateType: 'NI',
      certificateNumber: '110101199003078515',
      submittedAt: long,
      reviewedAt: long,
    });
    const { fareId } = await standardFare(app, 8);
    expect((await deductions(m.token, fareId)).coupons[0]).toMatchObject({
      usable: false,
      reason: 'couponRealNameExpired',
    });
    const refused = await reserveCall(app, reserveBody([fareId], { couponIds: [couponId] }), { token: m.token });
    expect(codeOf(refused)).toBe(ResultCode.COUPON_NOT_USABLE);
    expect(codeOf(await claim(m.token, 'OF-WEB-20'))).toBe(ResultCode.REAL_NAME_EXPIRED);
    expect((await tab(m.token, 'INI')).realNameExpired).toBe(true);
    // The gift centre and the roulette say so too (their pages offer no button), and refuse all the same.
    const gifts = okData(GiftPackagesDataSchema, await api().post(CouponPath.gifts, {}, m.token));
    expect(gifts.realNameExpired).toBe(true);
    expect(okData(RouletteDataSchema, await api().post(CouponPath.roulette, {}, m.token)).realNameExpired).toBe(true);
    expect(codeOf(await api().post(CouponPath.rouletteDraw, {}, m.token))).toBe(ResultCode.REAL_NAME_EXPIRED);
    expect(codeOf(await api().post(CouponPath.openGift, { packageId: 'GP-DEMO-NEW' }, m.token))).toBe(
      ResultCode.REAL_NAME_EXPIRED,
    );
  });
});

describe('the gift centre (spec §4 unopened, opened, expired)', () => {
  const gifts = async (token: string) => okData(GiftPackagesDataSchema, await api().post(CouponPath.gifts, {}, token));
  const open = (token: string, packageId: string) => api().post(CouponPath.openGift, { packageId }, token);

  it("lists the demo's packages; opening grants its coupons once; expired and others' packages stay shut", async () => {
    const listed = await gifts(demo);
    expect(listed.realNameExpired).toBe(false);
    const before = Object.fromEntries(listed.packages.map((p) => [p.packageId, p.state]));
    expect(before).toEqual({ 'GP-DEMO-NEW': 'UNOPENED', 'GP-DEMO-OPENED': 'OPENED', 'GP-DEMO-OLD': 'EXPIRED' });
    const other = await newMember();
    expect(codeOf(await open(other.token, 'GP-DEMO-NEW'))).toBe(ResultCode.NOT_FOUND);
    expect((await gifts(other.token)).packages).toHaveLength(0);
    const answers = await Promise.all([open(demo, 'GP-DEMO-NEW'), open(demo, 'GP-DEMO-NEW')]);
    const opened = answers.filter((a) => codeOf(a) === ResultCode.OK);
    expect(opened).toHaveLength(1);
    expect(answers.map(codeOf)).toContain(ResultCode.GIFT_NOT_OPENABLE);
    const { couponIds } = okData(OpenGiftDataSchema, opened[0]!);
    expect(couponIds).toHaveLength(2);
    const unused = (await tab(demo, 'INI')).coupons.map((c) => c.couponId);
    expect(unused).toEqual(expect.arrayContaining(couponIds));
    expect(codeOf(await open(demo, 'GP-DEMO-OLD'))).toBe(ResultCode.GIFT_NOT_OPENABLE);
    expect((await gifts(demo)).packages.find((p) => p.packageId === 'GP-DEMO-NEW')?.state).toBe('OPENED');
  });

  it('blindBoxCheckUseList answers the record as a JSON string (spec §7)', async () => {
    const res = await api().get(CouponPath.blindBox);
    const body = JSON.parse(res.body) as { data: { data: string } };
    const record = BlindBoxRecordSchema.parse(JSON.parse(body.data.data));
    expect(record.limitVos[0]?.couponLinesList).toEqual(['CAN-PEK', 'PEK-CAN']);
  });
});

describe('the roulette (zh-CN /campaignRoulette): a server draw, 3 a day', () => {
  const state = async (token: string) => okData(RouletteDataSchema, await api().post(CouponPath.roulette, {}, token));
  const draw = (token: string) => api().post(CouponPath.rouletteDraw, {}, token);

  it("six draws at once give exactly three; a prize coupon is the member's own; the next Shanghai day gives three more", async () => {
    const m = await newMember();
    expect(await state(m.token)).toMatchObject({
      totalWeight: 100,
      dailyDraws: 3,
      drawsLeft: 3,
      today: [],
      realNameExpired: false,
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => draw(m.token)));
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(3);
    expect(codes.filter((c) => c === ResultCode.ROULETTE_LIMIT)).toHaveLength(3);
    const won = answers
      .filter((a) => codeOf(a) === ResultCode.OK)
      .map((a) => okData(RouletteDrawDataSchema, a).couponId)
      .filter((id): id is string => id !== null);
    expect((await tab(m.token, 'INI')).coupons.map((c) => c.couponId).sort()).toEqual(won.sort());
    expect((await state(m.token)).today).toHaveLength(3);
    // TEST_NOW is 10:00 in Shanghai: the day turns at 16:00 UTC.
    const midnight = Date.parse('2026-12-01T16:00:00Z');
    setOffset(app, midnight - 1 - TEST_NOW);
    const late = await issueLogin(app.airline, m.id, false);
    expect((await state(late.token)).drawsLeft).toBe(0);
    setOffset(app, midnight - TEST_NOW);
    expect((await state(late.token)).drawsLeft).toBe(3);
    expect(codeOf(await draw(late.token))).toBe(ResultCode.OK);
  });
});
