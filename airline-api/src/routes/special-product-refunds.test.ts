// @postgres (decision 57): npm test runs it on PostgreSQL too, for two refunds of one card at once.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ProductRefundDataSchema,
  ProductRefundQuoteDataSchema,
  ProductStatus,
  ResultCode,
  SpecialProductRefundPath,
} from '@/lib/contract';
import { member, productUnit, refundRecord, walletEntry } from '../db/schema';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, caller, codeOf, loginToken, okData } from '../../test/account-api';
import { paidProduct, postWithKey } from '../../test/product-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Spec §2 /seasonTicket/package/refund, §9 (15 working days; used flights are not given back); decision 67.
jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer({ workerIntervalMs: 0 });
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

const withKey = (url: string, token: string, payload: object, key?: string) =>
  postWithKey(app, url, token, payload, key);

/** Buys the product for `count` new beneficiaries of the member's book; paid on the gateway unless told not to. */
const bought = async (token: string, productId: string, count: number, pay: 'gateway' | 'wallet' | 'no' = 'gateway') =>
  (await paidProduct(app, token, productId, count, pay)).orderNo;

const quote = async (token: string, orderNo: string) =>
  okData(ProductRefundQuoteDataSchema, await caller(app).post(SpecialProductRefundPath.quote, { orderNo }, token));
const refund = (token: string, orderNo: string, unitIds: string[], quotedTotalFen: number, key?: string) =>
  withKey(SpecialProductRefundPath.refund, token, { orderNo, unitIds, quotedTotalFen }, key);
const setUsed = (unitId: string, used: number) =>
  app.airline.db.update(productUnit).set({ used }).where(eq(productUnit.id, unitId));

describe('a product refund (spec §9; decision 67)', () => {
  it('gives an unused card its full price back, once, by 15 working days', async () => {
    const orderNo = await bought(demo, 'PKG-ROUTE-CANPEK', 2);
    const q = await quote(demo, orderNo);
    expect(q.units.map((u) => [u.refundFen, u.refundable])).toEqual([
      [129_900, true],
      [129_900, true],
    ]);
    // 2026-12-01 (a Tuesday) + 15 working days, no holiday between.
    expect(q.expectedBy).toBe('2026-12-22');
    const first = q.units[0]!.unitId;
    const done = okData(ProductRefundDataSchema, await refund(demo, orderNo, [first], 129_900, 'refund-same-0001'));
    expect(done).toMatchObject({ orderNo, refundFen: 129_900, expectedBy: '2026-12-22' });
    expect(done.units.map((u) => u.status)).toEqual([ProductStatus.REFUNDED, ProductStatus.USABLE]);
    // The same key answers the same refund; another refund of the card is refused.
    const twin = okData(ProductRefundDataSchema, await refund(demo, orderNo, [first], 129_900, 'refund-same-0001'));
    expect(twin.refundNo).toBe(done.refundNo);
    expect(codeOf(await refund(demo, orderNo, [first], 129_900))).toBe(ResultCode.PRODUCT_NOT_REFUNDABLE);
    const after = await quote(demo, orderNo);
    expect(after.units[0]).toMatchObject({ refundable: false, refundFen: 0, status: ProductStatus.REFUNDED });
    expect(after.refunds).toEqual([expect.objectContaining({ refundNo: done.refundNo, refundFen: 129_900 })]);
    const records = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo));
    expect(records).toEqual([
      expect.objectContaining({ reason: 'PRODUCT_REFUND', amount: 129_900, channel: 'GATEWAY' }),
    ]);
  });

  it('gives back the unused share after one flight of six, to the wallet it was paid from', async () => {
    await app.airline.db.update(member).set({ balance: 1_000_000 }).where(eq(member.cellphone, DEMO.cellphone));
    const orderNo = await bought(demo, 'PKG-TIMES-6', 2, 'wallet');
    const [one, two] = (await quote(demo, orderNo)).units;
    await setUsed(one!.unitId, 1);
    await setUsed(two!.unitId, 6);
    const q = await quote(demo, orderNo);
    expect(q.units[0]).toMatchObject({ used: 1, remaining: 5, refundFen: Math.floor((199_900 * 5) / 6) });
    // Used up: nothing to give back, and it is refused.
    expect(q.units[1]).toMatchObject({ refundFen: 0, refundable: false });
    expect(codeOf(await refund(demo, orderNo, [two!.unitId], 0))).toBe(ResultCode.PRODUCT_NOT_REFUNDABLE);
    // A total the member did not see is refused, and nothing is refunded.
    expect(codeOf(await refund(demo, orderNo, [one!.unitId], 199_900))).toBe(ResultCode.REFUND_AMOUNT_CHANGED);
    const balance = async () =>
      (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO.cellphone)))[0]!.balance;
    const before = await balance();
    const done = okData(ProductRefundDataSchema, await refund(demo, orderNo, [one!.unitId], 166_583));
    expect(done.refundFen).toBe(166_583);
    expect(await balance()).toBe(before + 166_583);
    // The used flight stays used.
    expect(done.units[0]).toMatchObject({ used: 1, status: ProductStatus.REFUNDED });
    const credits = await app.airline.db
      .select()
      .from(walletEntry)
      .where(and(eq(walletEntry.kind, 'REFUND'), eq(walletEntry.reference, `${done.refundNo}:${orderNo}`)));
    expect(credits.map((c) => c.amountFen)).toEqual([166_583]);
  });

  it("answers not found for another member's order, and refuses an unpaid one", async () => {
    const orderNo = await bought(plain, 'OPEN-ANY-1', 1);
    const res = await caller(app).post(SpecialProductRefundPath.quote, { orderNo }, demo);
    expect(codeOf(res)).toBe(ResultCode.ORDER_NOT_FOUND);
    const unitId = (await quote(plain, orderNo)).units[0]!.unitId;
    expect(codeOf(await refund(demo, orderNo, [unitId], 39_900))).toBe(ResultCode.ORDER_NOT_FOUND);
    const unpaid = await bought(plain, 'PKG-TIMES-6', 1, 'no');
    const q = await quote(plain, unpaid);
    expect(q.units[0]).toMatchObject({ refundable: false, refundFen: 0 });
    expect(codeOf(await refund(plain, unpaid, [q.units[0]!.unitId], 0))).toBe(ResultCode.PRODUCT_NOT_REFUNDABLE);
    expect(codeOf(await caller(app).post(SpecialProductRefundPath.quote, { orderNo }))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('refunds a card once when two refunds of it arrive at once', async () => {
    const orderNo = await bought(plain, 'OPEN-ANY-1', 1);
    const unitId = (await quote(plain, orderNo)).units[0]!.unitId;
    const answers = await Promise.all([
      refund(plain, orderNo, [unitId], 39_900),
      refund(plain, orderNo, [unitId], 39_900),
    ]);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.PRODUCT_NOT_REFUNDABLE].sort());
    const records = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, orderNo));
    expect(records.map((r) => r.amount)).toEqual([39_900]);
  });
});
