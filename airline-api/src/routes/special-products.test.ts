// @postgres (decision 57): npm test runs it on PostgreSQL too, for the stock and per-member limits of parallel purchases.
import type { FastifyInstance } from 'fastify';
import {
  CatalogueDataSchema,
  MyOrdersDataSchema,
  OrderStatus,
  ProductDetailSchema,
  ProductOrderDataSchema,
  ProductStatus,
  PurchaseDataSchema,
  ResultCode,
  SpecialProductPath,
  UpstreamPath,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { DEMO, MINUTE, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { payOnGateway, runJobs } from '../../test/booking-api';
import { addBeneficiary, buyProduct, emptyBook as emptyBookOf } from '../../test/product-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Issue 32 §1, decision 67: the catalogue, a product, and a purchase for beneficiaries of the member's book (spec §2
// Special products; §4 product states and order types; §5 duplicates, age and gender limits, counts).
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
afterEach(() => setOffset(app, 0));

const emptyBook = (token: string) => emptyBookOf(app, token);
const beneficiary = (token: string, over: Record<string, string> = {}) => addBeneficiary(app, token, over);
type CrowdData = { productId: string; buyers: { token: string; beneficiaryId: string }[] };
const buy = (token: string | undefined, productId: string, beneficiaryIds: string[], key?: string) =>
  buyProduct(app, token, productId, beneficiaryIds, key);
const order = async (token: string, orderNo: string) =>
  okData(ProductOrderDataSchema, await caller(app).post(SpecialProductPath.order, { orderNo }, token));
const detail = async (productId: string) =>
  okData(ProductDetailSchema, await caller(app).post(SpecialProductPath.detail, { productId }));

describe('the catalogue (spec §2, §4 product states)', () => {
  it('lists a category with every state the seed gives it', async () => {
    const { products } = okData(
      CatalogueDataSchema,
      await caller(app).post(SpecialProductPath.catalogue, { category: 'package' }),
    );
    const state = (id: string) => products.find((p) => p.productId === id)?.state;
    expect(state('PKG-TIMES-6')).toBe('ONGOING');
    expect(state('PKG-HOLIDAY-NEW')).toBe('NOT_STARTED');
    expect(state('PKG-SOLD-OUT')).toBe('SOLD_OUT');
    expect(state('PKG-ENDED')).toBe('ENDED');
    expect(products.every((p) => p.category === 'package')).toBe(true);
    // On sale first, ended last.
    expect(products[0]!.state).toBe('ONGOING');
    expect(products.at(-1)!.state).toBe('ENDED');
    // 10:00 Beijing is outside the night presale's 20:00-22:00.
    expect(state('PRESALE-NIGHT')).toBe('NOT_IN_PERIOD');
  });
  it('filters by type and kind, and names a route in the language asked', async () => {
    const { products } = okData(
      CatalogueDataSchema,
      await caller(app).post(`${SpecialProductPath.catalogue}?language=en_US`, { type: 'route' }),
    );
    expect(products.every((p) => p.type === 'route')).toBe(true);
    const flash = okData(CatalogueDataSchema, await caller(app).post(SpecialProductPath.catalogue, { kind: 'FLASH' }));
    expect(flash.products.map((p) => p.orderType)).toEqual([10, 10]);
  });
  it('answers a product with its rules, and not found for another id', async () => {
    const p = await detail('PKG-YOUTH-4');
    expect(p.rules).toMatchObject({ minAge: 18, maxAge: 25, perMemberLimit: 2 });
    const res = await caller(app).post(SpecialProductPath.detail, { productId: 'NOPE' });
    expect(codeOf(res)).toBe(ResultCode.NOT_FOUND);
  });
});

describe('a purchase (spec §2 confirm, §5)', () => {
  it('buys a season ticket for two beneficiaries, pays, and the two cards are usable', async () => {
    const ids = [await beneficiary(demo), await beneficiary(demo)];
    const bought = okData(PurchaseDataSchema, await buy(demo, 'PKG-ROUTE-CANPEK', ids));
    expect(bought).toMatchObject({ orderType: 6, amountFen: 2 * 129_900 });
    const before = await order(demo, bought.orderNo);
    expect(before.units.map((u) => u.status)).toEqual([ProductStatus.AWAITING_TICKETING, 1]);
    expect((await detail('PKG-ROUTE-CANPEK')).remaining).toBe(500 - 2);
    await payOnGateway(app, bought.orderNo, bought.amountFen);
    await runJobs(app);
    const after = await order(demo, bought.orderNo);
    expect(after.orderStatus).toBe(OrderStatus.TICKETED);
    expect(after.units).toEqual([
      expect.objectContaining({ times: 4, used: 0, remaining: 4, status: ProductStatus.USABLE }),
      expect.objectContaining({ times: 4, used: 0, remaining: 4, status: ProductStatus.USABLE }),
    ]);
    expect(after.units[0]!.certificate).toMatch(/\*/);
    // The order list shows it as a package order of two products.
    const listed = okData(
      MyOrdersDataSchema,
      await caller(app).get(`${UpstreamPath.myOrders}?tab=ALL&period=M3&orderType=6`, demo),
    );
    expect(listed.list.find((o) => o.orderNo === bought.orderNo)?.productCount).toBe(2);
  });
  it('answers the same order for the same key, and never another member its order', async () => {
    const ids = [await beneficiary(plain)];
    const first = okData(PurchaseDataSchema, await buy(plain, 'OPEN-ANY-1', ids, 'same-key-0001'));
    const twin = okData(PurchaseDataSchema, await buy(plain, 'OPEN-ANY-1', ids, 'same-key-0001'));
    expect(twin.orderNo).toBe(first.orderNo);
    expect(first.orderType).toBe(7);
    const res = await caller(app).post(SpecialProductPath.order, { orderNo: first.orderNo }, demo);
    expect(codeOf(res)).toBe(ResultCode.ORDER_NOT_FOUND);
    expect(codeOf(await buy(undefined, 'OPEN-ANY-1', ids))).toBe(ResultCode.NOT_LOGGED_IN);
  });
  it('refuses one beneficiary twice, and a person who already holds the product', async () => {
    const id = await beneficiary(demo);
    expect(codeOf(await buy(demo, 'PKG-TIMES-6', [id, id]))).toBe(ResultCode.PRODUCT_BENEFICIARY_DUPLICATE);
    okData(PurchaseDataSchema, await buy(demo, 'PKG-TIMES-6', [id]));
    expect(codeOf(await buy(demo, 'PKG-TIMES-6', [id]))).toBe(ResultCode.PRODUCT_BENEFICIARY_DUPLICATE);
  });
  it('checks the age limits at their bounds and the gender limit', async () => {
    // PKG-YOUTH-4: 18 to 25 on the first day of exchange, the seed day + 1 (2026-12-02).
    const old = await beneficiary(plain, { birthday: '2000-12-02' }); // 26 that day
    const oldest = await beneficiary(plain, { birthday: '2000-12-03' }); // 25
    const young = await beneficiary(plain, { birthday: '2008-12-03' }); // 17
    const youngest = await beneficiary(plain, { birthday: '2008-12-02' }); // 18
    expect(codeOf(await buy(plain, 'PKG-YOUTH-4', [old]))).toBe(ResultCode.PRODUCT_BENEFICIARY_NOT_ELIGIBLE);
    expect(codeOf(await buy(plain, 'PKG-YOUTH-4', [young]))).toBe(ResultCode.PRODUCT_BENEFICIARY_NOT_ELIGIBLE);
    okData(PurchaseDataSchema, await buy(plain, 'PKG-YOUTH-4', [oldest, youngest]));
    const man = await beneficiary(plain);
    const res = await buy(plain, 'PKG-LADIES-SHA', [man]);
    expect(codeOf(res)).toBe(ResultCode.PRODUCT_BENEFICIARY_NOT_ELIGIBLE);
    expect(JSON.parse(res.body).data).toEqual({ issues: [{ index: 0, issue: 'GENDER' }] });
    okData(PurchaseDataSchema, await buy(plain, 'PKG-LADIES-SHA', [await beneficiary(plain, { gender: 'F' })]));
  });
  it('holds a member to the units one member may buy', async () => {
    // PKG-YOUTH-4 allows 2 per member; the test above bought 2 for plain.
    const third = await beneficiary(plain, { birthday: '2001-06-01' });
    expect(codeOf(await buy(plain, 'PKG-YOUTH-4', [third]))).toBe(ResultCode.PRODUCT_MEMBER_LIMIT);
  });
  it('refuses a product that is not on sale, sold out, or a beneficiary not in the book', async () => {
    const id = await beneficiary(demo);
    expect(codeOf(await buy(demo, 'PKG-HOLIDAY-NEW', [id]))).toBe(ResultCode.NOT_ON_SALE);
    expect(codeOf(await buy(demo, 'PKG-ENDED', [id]))).toBe(ResultCode.NOT_ON_SALE);
    expect(codeOf(await buy(demo, 'PRESALE-NIGHT', [id]))).toBe(ResultCode.NOT_ON_SALE);
    expect(codeOf(await buy(demo, 'PKG-SOLD-OUT', [id]))).toBe(ResultCode.PRODUCT_SOLD_OUT);
    const others = await beneficiary(plain);
    expect(codeOf(await buy(demo, 'PKG-TIMES-6', [others]))).toBe(ResultCode.NOT_FOUND);
  });
  it('gives the units back to the stock when the order expires unpaid', async () => {
    const before = (await detail('FLASH-NOW')).remaining;
    const bought = okData(PurchaseDataSchema, await buy(demo, 'FLASH-NOW', [await beneficiary(demo)]));
    expect((await detail('FLASH-NOW')).remaining).toBe(before - 1);
    setOffset(app, 10 * MINUTE);
    const expired = await order(demo, bought.orderNo);
    expect(expired.orderStatus).toBe(OrderStatus.CANCELLED);
    expect(expired.units[0]!.status).toBe(ProductStatus.REFUNDED);
    expect((await detail('FLASH-NOW')).remaining).toBe(before);
  });
});

describe('a burst of purchases (issue 32 §4)', () => {
  it('never sells more than one unit to one member, however many purchases arrive at once', async () => {
    await emptyBook(plain);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await beneficiary(plain));
    const answers = await Promise.all(ids.map((id) => buy(plain, 'FLASH-NOW', [id])));
    const codes = answers.map(codeOf).sort();
    expect(codes).toEqual([ResultCode.OK, ...Array(3).fill(ResultCode.PRODUCT_MEMBER_LIMIT)].sort());
  });
  it('sells a flash sale of 3 units to 3 of 12 buyers at once; a sold-out product still answers a key its order', async () => {
    // The benchmark's crowd (decision 68): members with a token and a beneficiary each, a product on sale.
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/flash-sale/crowd',
      payload: { buyers: 12, stock: 3 },
    });
    const crowd = (JSON.parse(res.body) as { data: CrowdData }).data;
    const answers = await Promise.all(
      crowd.buyers.map((b, i) => buy(b.token, crowd.productId, [b.beneficiaryId], `crowd-key-${i}-xx`)),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === ResultCode.OK)).toHaveLength(3);
    expect(codes.filter((c) => c === ResultCode.PRODUCT_SOLD_OUT)).toHaveLength(9);
    // The double click of a buyer who got a unit: the same order, though the product is sold out now.
    const winner = codes.indexOf(ResultCode.OK);
    const again = await buy(
      crowd.buyers[winner]!.token,
      crowd.productId,
      [crowd.buyers[winner]!.beneficiaryId],
      `crowd-key-${winner}-xx`,
    );
    expect(okData(PurchaseDataSchema, again).orderNo).toBe(okData(PurchaseDataSchema, answers[winner]!).orderNo);
    const tally = JSON.parse(
      (await app.inject({ method: 'GET', url: `/sandbox/flash-sale/tally?productId=${crowd.productId}` })).body,
    ).data;
    expect(tally).toMatchObject({ stock: 3, sold: 3, orders: 3, ordersWithoutUnits: 0, units: 3, held: 3, members: 3 });
  });
});
