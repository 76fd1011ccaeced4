import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MyOrdersDataSchema,
  OrderDetailSchema,
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
import { bookingOrder, member, refundRecord, walletEntry } from '../db/schema';
import { DEMO, MINUTE, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { payOnGateway, runJobs } from '../../test/booking-api';
import { addBeneficiary, buyProduct } from '../../test/product-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

// Issue 32 §3 presale (spec §3 deposit and final payment; §4 statuses 9 → 7 → 2 → 5; §5 minimum passengers; §9
// installments; decision 67 Presale). PRESALE-SUMMER: 1,599 yuan, deposit 199, at least 2, balance within 72 h.
jest.setTimeout(DB_TEST_TIMEOUT_MS);

const PRODUCT = 'PRESALE-SUMMER';
const HOUR = 60 * MINUTE;
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

const beneficiary = (token: string) => addBeneficiary(app, token, { surname: 'YU', gender: 'F' });
const buy = (token: string, beneficiaryIds: string[], key?: string) =>
  buyProduct(app, token, PRODUCT, beneficiaryIds, key);
const order = async (token: string, orderNo: string) =>
  okData(ProductOrderDataSchema, await caller(app).post(SpecialProductPath.order, { orderNo }, token));
const remaining = async () =>
  okData(ProductDetailSchema, await caller(app).post(SpecialProductPath.detail, { productId: PRODUCT })).remaining;
const walletPay = (token: string, orderNo: string, amount: number) =>
  app.inject({
    method: 'POST',
    url: UpstreamPath.walletPay,
    headers: { 'x-member-token': token },
    payload: { orderNo, amount, currency: 'CNY' },
  });

/** Two new beneficiaries of demo's book, and their presale order (deposit due). */
async function presaleOrder(key?: string) {
  const ids = [await beneficiary(demo), await beneficiary(demo)];
  return { ids, ...okData(PurchaseDataSchema, await buy(demo, ids, key)) };
}

describe('a presale (issue 32 §3)', () => {
  it('refuses fewer beneficiaries than the minimum passenger count', async () => {
    const res = await buy(demo, [await beneficiary(demo)]);
    expect(codeOf(res)).toBe(ResultCode.PRODUCT_BENEFICIARY_COUNT);
    expect(JSON.parse(res.body).data).toEqual({ issue: 'TOO_FEW' });
  });

  it('asks for the deposit, then the balance within 72 hours; paid a minute before the deadline, the cards are usable', async () => {
    const before = await remaining();
    const bought = await presaleOrder('presale-same-key-1');
    expect(bought).toMatchObject({ orderType: 9, amountFen: 2 * 19_900 });
    // Same key, same order; another member does not see it.
    expect(okData(PurchaseDataSchema, await buy(demo, bought.ids, 'presale-same-key-1')).orderNo).toBe(bought.orderNo);
    expect(codeOf(await caller(app).post(SpecialProductPath.order, { orderNo: bought.orderNo }, plain))).toBe(
      ResultCode.ORDER_NOT_FOUND,
    );
    expect(await remaining()).toBe(before - 2);
    const due = await order(demo, bought.orderNo);
    expect(due.orderStatus).toBe(OrderStatus.PREPAYMENT_PENDING);
    expect(due.presale).toMatchObject({
      depositFen: 39_800,
      balanceFen: 280_000,
      depositPaidAt: null,
      balanceHours: 72,
    });
    expect(due.presale!.installments).toEqual({
      amountsFen: [25_460, ...Array(10).fill(25_454)],
      interestFreeDays: 30,
      interestFreeUntil: null,
      linkSentAt: null,
      paidByInstallments: false,
    });
    // The order page's payment asks the deposit; the list shows it pending payment.
    const detail = okData(
      OrderDetailSchema,
      await caller(app).get(UpstreamPath.myFlightOrder.replace(':orderNo', bought.orderNo), demo),
    );
    expect(detail.price.actualAmount).toBe(39_800);
    const unpaid = okData(
      MyOrdersDataSchema,
      await caller(app).get(`${UpstreamPath.myOrders}?tab=UNPAID&period=M3`, demo),
    );
    expect(unpaid.list.map((o) => o.orderNo)).toContain(bought.orderNo);
    // A product sale has no flight: the list names its product.
    expect(unpaid.list.find((o) => o.orderNo === bought.orderNo)).toMatchObject({
      productName: '暑期预售季票',
      segmentCount: 0,
    });

    // A failed attempt keeps the phase.
    await payOnGateway(app, bought.orderNo, 39_800, 'fail');
    expect((await order(demo, bought.orderNo)).orderStatus).toBe(OrderStatus.PREPAYMENT_PENDING);
    // The full price is not what is due now.
    const wrong = await app.inject({
      method: 'POST',
      url: UpstreamPath.paymentApply,
      payload: {
        amount: 319_800,
        channelNo: 'B2C',
        orderNo: bought.orderNo,
        type: 'ticket',
        currency: 'CNY',
        webCallbackUrl: 'http://localhost:3000/zh-CN/result',
      },
    });
    expect(codeOf(wrong)).toBe(ResultCode.PAYMENT_AMOUNT_MISMATCH);

    setOffset(app, 5 * MINUTE);
    await payOnGateway(app, bought.orderNo, 39_800);
    await runJobs(app);
    const deposit = await order(demo, bought.orderNo);
    const paidAt = Date.parse(deposit.presale!.depositPaidAt!);
    expect(deposit.orderStatus).toBe(OrderStatus.DEPOSIT_PAID);
    expect(deposit.amountFen).toBe(280_000);
    expect(Date.parse(deposit.presale!.balanceDeadline!)).toBe(paidAt + 72 * HOUR);
    expect(deposit.paymentDeadline).toBe(deposit.presale!.balanceDeadline);
    expect(deposit.units.map((u) => u.status)).toEqual([
      ProductStatus.AWAITING_TICKETING,
      ProductStatus.AWAITING_TICKETING,
    ]);
    // The deposit cannot be cancelled away; the balance's failed attempt keeps status 7.
    const cancel = await caller(app).post(UpstreamPath.cancelOrder, { orderNo: bought.orderNo }, demo);
    expect(codeOf(cancel)).not.toBe(ResultCode.OK);
    await payOnGateway(app, bought.orderNo, 280_000, 'fail');
    expect((await order(demo, bought.orderNo)).orderStatus).toBe(OrderStatus.DEPOSIT_PAID);
    const stillUnpaid = okData(
      MyOrdersDataSchema,
      await caller(app).get(`${UpstreamPath.myOrders}?tab=UNPAID&period=M3`, demo),
    );
    expect(stillUnpaid.list.find((o) => o.orderNo === bought.orderNo)?.amount).toBe(280_000);

    setOffset(app, paidAt + 72 * HOUR - MINUTE - Date.parse('2026-12-01T02:00:00Z'));
    // Three days on, the member signs in again (a token lasts less).
    const later = await loginToken(app);
    await payOnGateway(app, bought.orderNo, 280_000);
    expect((await order(later, bought.orderNo)).orderStatus).toBe(OrderStatus.PAID);
    await runJobs(app);
    const done = await order(later, bought.orderNo);
    expect(done.orderStatus).toBe(OrderStatus.TICKETED);
    expect(done.amountFen).toBe(319_800);
    expect(done.presale!.balancePaidAt).not.toBeNull();
    expect(done.units.map((u) => u.status)).toEqual([ProductStatus.USABLE, ProductStatus.USABLE]);
    expect(await remaining()).toBe(before - 2);
  });

  it('expires at the deadline unpaid (not a millisecond before): the units go back, the deposit is kept', async () => {
    const before = await remaining();
    const bought = await presaleOrder();
    // The deposit from the wallet: expiry must credit nothing back.
    expect(codeOf(await walletPay(demo, bought.orderNo, 39_800))).toBe(ResultCode.OK);
    const deposit = await order(demo, bought.orderNo);
    expect(deposit.orderStatus).toBe(OrderStatus.DEPOSIT_PAID);
    const deadline = Date.parse(deposit.presale!.balanceDeadline!);
    const start = Date.parse('2026-12-01T02:00:00Z');
    setOffset(app, deadline - 1 - start);
    await runJobs(app);
    const later = await loginToken(app);
    expect((await order(later, bought.orderNo)).orderStatus).toBe(OrderStatus.DEPOSIT_PAID);
    expect(await remaining()).toBe(before - 2);
    setOffset(app, deadline - start);
    await runJobs(app);
    const expired = await order(later, bought.orderNo);
    expect(expired).toMatchObject({ orderStatus: OrderStatus.CANCELLED, cancelReason: 'EXPIRED' });
    expect(expired.presale).toMatchObject({ depositPaidAt: deposit.presale!.depositPaidAt, balancePaidAt: null });
    expect(expired.units.map((u) => u.status)).toEqual([ProductStatus.REFUNDED, ProductStatus.REFUNDED]);
    expect(await remaining()).toBe(before);
    const db = app.airline.db;
    expect(await db.select().from(refundRecord).where(eq(refundRecord.orderNo, bought.orderNo))).toEqual([]);
    const [row] = await db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, bought.orderNo));
    const credits = await db
      .select()
      .from(walletEntry)
      .where(
        and(
          eq(walletEntry.memberId, row!.memberId!),
          ne(walletEntry.kind, 'TRADE'),
          eq(walletEntry.reference, bought.orderNo),
        ),
      );
    expect(credits).toEqual([]);
    // The balance can no longer be paid.
    const late = await walletPay(later, bought.orderNo, 280_000);
    expect(codeOf(late)).toBe(ResultCode.PAYMENT_TIMEOUT);
  });

  it('gives back both the deposit (wallet) and the balance (gateway) when ticketing fails, each once', async () => {
    const bought = await presaleOrder();
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxTicketing,
      payload: { orderNo: bought.orderNo, fail: true },
    });
    const [buyer] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, bought.orderNo));
    const credits = () =>
      app.airline.db
        .select({ amountFen: walletEntry.amountFen })
        .from(walletEntry)
        .where(and(eq(walletEntry.memberId, buyer!.memberId!), eq(walletEntry.kind, 'TICKETING_FAILED')));
    const before = (await credits()).length;
    await app.airline.db.update(member).set({ balance: 100_000 }).where(eq(member.id, buyer!.memberId!));
    expect(codeOf(await walletPay(demo, bought.orderNo, 39_800))).toBe(ResultCode.OK);
    await payOnGateway(app, bought.orderNo, 280_000);
    await runJobs(app);
    await runJobs(app);
    const failed = await order(demo, bought.orderNo);
    expect(failed).toMatchObject({ orderStatus: OrderStatus.CANCELLED, cancelReason: 'TICKETING_FAILED' });
    const refunds = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, bought.orderNo));
    expect(refunds.map((r) => [r.channel, r.amount]).sort()).toEqual([
      ['GATEWAY', 280_000],
      ['WALLET', 39_800],
    ]);
    expect((await credits()).slice(before)).toEqual([{ amountFen: 39_800 }]);
  });

  it("keeps the sandbox ledger whole: a presale's deposit and balance are its two payments, a kept deposit its outcome", async () => {
    const res = await app.inject({ method: 'GET', url: UpstreamPath.sandboxLedger });
    const ledger = (JSON.parse(res.body) as { data: { orders: { orderType: number; paid: number }[]; violations: [] } })
      .data;
    const presales = ledger.orders.filter((o) => o.orderType === 9);
    // Kept deposit, paid whole, paid whole and given back in two refunds by ticketing's failure.
    expect(presales.map((o) => o.paid).sort((a, b) => a - b)).toEqual([39_800, 319_800, 319_800]);
    expect(ledger.violations).toEqual([]);
  });
});
