// @postgres (decision 57): npm test runs it on PostgreSQL too, for wallet payments.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ResultCode,
  SandboxWalletDataSchema,
  UpstreamPath,
  WALLET_PAGE_SIZE,
  WalletRecordsDataSchema,
  type WalletRecord,
  type WalletRecordsBody,
} from '@/lib/contract';
import { DEMO_PHONE, PLAIN_PHONE } from '../db/seed/members';
import { bookingOrder, member, payment, refundRecord, walletEntry } from '../db/schema';
import { ledgerSum } from '../wallet/ledger';
import { addDays } from '../domain/dates';
import { monthsBefore, walletPeriod } from '../wallet/records';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { FLIGHT_DATE, flightsOn, reserveBody, reserveOk, runJobs } from '../../test/booking-api';
import { applyForRefund as applyForRefundOf, decideRefund } from '../../test/refund-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { flightOnNextDay, ticketedOrder } from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const api = () => caller(app);
const recordsCall = (body: Record<string, unknown>, token?: string) =>
  api().post(UpstreamPath.walletRecords, body, token);
const recordsOf = async (body: WalletRecordsBody, token = demo) =>
  okData(WalletRecordsDataSchema, await recordsCall(body, token));
/** Every record of a period and kind, page by page. */
async function allRecords(body: Omit<WalletRecordsBody, 'page'>, token = demo): Promise<WalletRecord[]> {
  const out: WalletRecord[] = [];
  for (let page = 1; ; page += 1) {
    const data = await recordsOf({ ...body, page }, token);
    out.push(...data.records);
    if (data.records.length < WALLET_PAGE_SIZE) return out;
  }
}
const ofOrder = (records: WalletRecord[], orderNo: string) => records.filter((r) => r.orderNo === orderNo);

/** Opens a member's wallet with a balance, through the sandbox control (a ledger adjustment, decision 64). */
const fund = (phone: string, balance: number, walletStatus: 'T' | 'F' = 'T') =>
  app.inject({ method: 'POST', url: UpstreamPath.sandboxWallet, payload: { cellphone: phone, balance, walletStatus } });
const balanceOf = async (phone: string) =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, phone)))[0]!.balance;

/** Each order flies on its own day, 10 days out and more (FLEX gives everything back 7 days out). */
let day = 0;

/** A FLEX order of the demo member, paid from the wallet (in CNY, or in USD) and ticketed at the test's now. */
async function paidFromWallet(currency: 'CNY' | 'USD' = 'CNY') {
  const flight = await flightOnNextDay(app, () => (day += 1), { family: 'FLEX', seats: 5 });
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.FLEX`], { currency }), {
    token: demo,
    pay: 'wallet',
  });
  const [row] = await app.airline.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, order.orderNo));
  const [paidRow] = await app.airline.db
    .select()
    .from(payment)
    .where(and(eq(payment.orderNo, order.orderNo), eq(payment.channel, 'WALLET')));
  return {
    orderNo: order.orderNo,
    passengerId: detail.passengers[0]!.passengerId,
    amountFen: row!.amountFen,
    payAmount: row!.payAmount,
    orderType: row!.orderType,
    paymentId: paidRow!.id,
    requestNo: paidRow!.requestNo,
  };
}

const applyForRefund = (orderNo: string, passengerId: string) =>
  applyForRefundOf(app, orderNo, [{ passengerId, segmentIndex: 0 }], { token: demo });
const decide = (refundNo: string, decision: 'approve' | 'pay') => decideRefund(app, refundNo, decision);

describe('the period (spec §2: the last 1, 2 or 3 months)', () => {
  it('counts calendar months back, the day kept or moved to the shorter month’s last', () => {
    expect(monthsBefore('2026-12-01', 1)).toBe('2026-11-01');
    expect(monthsBefore('2026-01-15', 2)).toBe('2025-11-15');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
    expect(monthsBefore('2026-12-31', 3)).toBe('2026-09-30');
  });

  it('starts at midnight Beijing time of that day, counted from the day it is in Beijing', () => {
    // 10:00 Beijing on 2026-12-01.
    expect(walletPeriod(TEST_NOW, 1)).toEqual({ from: '2026-11-01', startMs: Date.parse('2026-10-31T16:00:00Z') });
    expect(walletPeriod(TEST_NOW, 3)).toEqual({ from: '2026-09-01', startMs: Date.parse('2026-08-31T16:00:00Z') });
    // 23:30 UTC on 2026-11-30 is already 1 December in Beijing.
    expect(walletPeriod(Date.parse('2026-11-30T23:30:00Z'), 2).from).toBe('2026-10-01');
  });
});

describe('POST /member/api/wallet/records (spec §3 Wallet; decision 23)', () => {
  it('is for members only', async () => {
    expect(codeOf(await recordsCall({ months: 1 }))).toBe(ResultCode.NOT_LOGGED_IN);
    expect(codeOf(await recordsCall({ months: 1 }, 'not-a-token'))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('refuses a period other than 1, 2 or 3 months, an unknown kind and a page below 1', async () => {
    for (const body of [{ months: 4 }, { months: 0 }, { months: '1' }, { months: 1, kind: 'GIFT' }, { page: 0 }])
      expect(codeOf(await recordsCall(body, demo))).toBe(ResultCode.BAD_REQUEST);
  });

  it('lists a wallet payment as a trade, then its refund in progress once approved and done once paid back', async () => {
    await fund(DEMO_PHONE, 500_000);
    const order = await paidFromWallet();
    // A CNY order: the wallet moved what was paid.
    expect(order.amountFen).toBe(order.payAmount);

    const afterPayment = await recordsOf({ months: 1 });
    expect(afterPayment).toMatchObject({
      walletStatus: 'T',
      available: { amount: 500_000 - order.amountFen, currency: 'CNY' },
      frozen: { amount: 0, currency: 'CNY' },
      from: '2026-11-01',
      pageSize: WALLET_PAGE_SIZE,
    });
    expect(ofOrder(afterPayment.records, order.orderNo)).toEqual([
      {
        kind: 'TRADE',
        // The airline's number for the payment (decision 49: WP + Beijing date + 8 digits), never its internal id.
        requestNo: expect.stringMatching(/^WP20261201\d{8}$/),
        time: new Date(TEST_NOW).toISOString(),
        amount: order.amountFen,
        currency: 'CNY',
        status: 'SUCCESS',
        orderNo: order.orderNo,
        orderType: order.orderType,
      },
    ]);

    // Applied for 10 days out and more (FLEX: nothing kept), approved an hour later: due to the wallet, in progress.
    const made = await applyForRefund(order.orderNo, order.passengerId);
    expect(made.amount).toBe(order.payAmount);
    setOffset(app, 3_600_000);
    await decide(made.refundNo, 'approve');
    const approved = await allRecords({ months: 1, kind: 'REFUND' });
    expect(ofOrder(approved, order.orderNo)).toEqual([
      {
        kind: 'REFUND',
        requestNo: made.refundNo,
        time: new Date(TEST_NOW + 3_600_000).toISOString(),
        amount: made.amount,
        currency: 'CNY',
        status: 'IN_PROGRESS',
        orderNo: order.orderNo,
        orderType: order.orderType,
      },
    ]);
    expect(await balanceOf(DEMO_PHONE)).toBe(500_000 - order.amountFen);

    // Paid back an hour after that: the refund is done, and the balance has it.
    setOffset(app, 2 * 3_600_000);
    await decide(made.refundNo, 'pay');
    const paidBack = await recordsOf({ months: 1 });
    expect(paidBack.available.amount).toBe(500_000);
    expect(ofOrder(paidBack.records, order.orderNo)).toEqual([
      {
        kind: 'REFUND',
        requestNo: made.refundNo,
        time: new Date(TEST_NOW + 2 * 3_600_000).toISOString(),
        amount: made.amount,
        currency: 'CNY',
        status: 'SUCCESS',
        orderNo: order.orderNo,
        orderType: order.orderType,
      },
      expect.objectContaining({ kind: 'TRADE', requestNo: order.requestNo, amount: order.amountFen }),
    ]);

    // Each kind alone; the seeded top-up and withdrawal (decision 64) are of their kind, with their card.
    const trades = await allRecords({ months: 1, kind: 'TRADE' });
    expect(trades.every((r) => r.kind === 'TRADE')).toBe(true);
    expect(ofOrder(trades, order.orderNo).map((r) => r.kind)).toEqual(['TRADE']);
    const refunds = await allRecords({ months: 1, kind: 'REFUND' });
    expect(refunds.every((r) => r.kind === 'REFUND')).toBe(true);
    expect(ofOrder(refunds, order.orderNo).map((r) => r.status)).toEqual(['SUCCESS']);
    for (const kind of ['TOPUP', 'WITHDRAWAL'] as const)
      expect(await recordsOf({ months: 3, kind })).toMatchObject({
        records: [expect.objectContaining({ kind, status: 'SUCCESS', cardNo: '6222 **** **** 0013' })],
        total: 1,
      });
  });

  it('shows the yuan the wallet moved for an order paid in dollars', async () => {
    await fund(DEMO_PHONE, 5_000_000);
    const order = await paidFromWallet('USD');
    expect(order.payAmount).not.toBe(order.amountFen);
    expect(await balanceOf(DEMO_PHONE)).toBe(5_000_000 - order.amountFen);
    const [trade] = ofOrder(await allRecords({ months: 1, kind: 'TRADE' }), order.orderNo);
    expect(trade).toMatchObject({ amount: order.amountFen, currency: 'CNY' });
    const made = await applyForRefund(order.orderNo, order.passengerId);
    await decide(made.refundNo, 'approve');
    await decide(made.refundNo, 'pay');
    const [refund] = ofOrder(await allRecords({ months: 1, kind: 'REFUND' }), order.orderNo);
    // Everything came back (FLEX, 10 days out and more): the record is what the balance got.
    expect(refund).toMatchObject({ amount: order.amountFen, currency: 'CNY', status: 'SUCCESS' });
    expect(await balanceOf(DEMO_PHONE)).toBe(5_000_000);
  });

  it('lists the refund of a failed ticketing, the whole order back, under its refund record’s number', async () => {
    await fund(DEMO_PHONE, 500_000);
    let fareId: string | undefined;
    for (let tries = 0; !fareId && tries < 7; tries += 1) {
      day += 1;
      const flight = (await flightsOn(app, 'CAN', 'PEK', addDays(FLIGHT_DATE, day))).find(
        (f) => (f.fares.find((x) => x.fareFamily === 'STANDARD')?.seatsLeft ?? 0) >= 5,
      );
      if (flight) fareId = `${flight.flightId}.STANDARD`;
    }
    const order = await reserveOk(app, reserveBody([fareId!]), { token: demo });
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxTicketing,
      payload: { orderNo: order.orderNo, fail: true },
    });
    await api().post(
      UpstreamPath.walletPay,
      { orderNo: order.orderNo, amount: order.price.actualAmount, currency: 'CNY' },
      demo,
    );
    await runJobs(app);
    const [record] = await app.airline.db.select().from(refundRecord).where(eq(refundRecord.orderNo, order.orderNo));
    const refunds = ofOrder(await allRecords({ months: 1, kind: 'REFUND' }), order.orderNo);
    expect(refunds).toEqual([
      expect.objectContaining({
        requestNo: `RR${record!.id}`,
        amount: order.price.actualAmount,
        currency: 'CNY',
        status: 'SUCCESS',
      }),
    ]);
    expect(await balanceOf(DEMO_PHONE)).toBe(500_000);
  });

  it('shows a record on the first day of each period and not the instant before it', async () => {
    await fund(DEMO_PHONE, 500_000);
    const order = await paidFromWallet();
    const moveTo = (ms: number) =>
      app.airline.db
        .update(payment)
        .set({ createdAt: new Date(ms), completedAt: new Date(ms) })
        .where(eq(payment.id, order.paymentId));
    const shown = async (months: 1 | 2 | 3) =>
      ofOrder(await allRecords({ months, kind: 'TRADE' }), order.orderNo).length === 1;
    for (const months of [1, 2, 3] as const) {
      const { startMs } = walletPeriod(TEST_NOW, months);
      await moveTo(startMs);
      expect(await shown(months)).toBe(true);
      await moveTo(startMs - 1);
      expect(await shown(months)).toBe(false);
      // The longer periods still hold it.
      for (const longer of [1, 2, 3] as const) if (longer > months) expect(await shown(longer)).toBe(true);
    }
    expect((await recordsOf({ months: 2 })).from).toBe('2026-10-01');
    expect((await recordsOf({ months: 3 })).from).toBe('2026-09-01');
  });

  it('pages the records newest first, with the total of the period', async () => {
    await fund(DEMO_PHONE, 5_000_000);
    for (let i = 0; i < 6; i += 1) await paidFromWallet();
    const all = await allRecords({ months: 3 });
    const first = await recordsOf({ months: 3, page: 1 });
    expect(first.total).toBe(all.length);
    expect(all.length).toBeGreaterThan(WALLET_PAGE_SIZE);
    expect(first.records).toHaveLength(WALLET_PAGE_SIZE);
    const times = all.map((r) => r.time);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await recordsOf({ months: 3, page: 1000 })).records).toEqual([]);
  });

  it('shows a member only their own records (IDOR): another member with an open wallet sees none of them', async () => {
    expect((await allRecords({ months: 3 })).length).toBeGreaterThan(0);
    await fund(PLAIN_PHONE, 1_234);
    // Nothing in the body names a member: the token alone does.
    const [demoRow] = await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE));
    const res = await recordsCall({ months: 3, memberId: demoRow!.id, cellphone: DEMO_PHONE }, plain);
    expect(okData(WalletRecordsDataSchema, res)).toMatchObject({
      walletStatus: 'T',
      available: { amount: 1_234, currency: 'CNY' },
      records: [],
      total: 0,
    });
  });

  it('gives a wallet not opened its status and no records (spec §4, §8: prompt to open it)', async () => {
    await fund(PLAIN_PHONE, 0, 'F');
    for (const months of [1, 2, 3] as const)
      expect(await recordsOf({ months }, plain)).toMatchObject({ walletStatus: 'F', records: [], total: 0 });
    // The demo member's records stay hidden while the wallet is closed.
    await fund(DEMO_PHONE, 500_000, 'F');
    expect(await recordsOf({ months: 3 })).toMatchObject({ walletStatus: 'F', records: [], total: 0 });
    await fund(DEMO_PHONE, 500_000, 'T');
  });
});

describe('POST /sandbox/wallet (test control)', () => {
  it('opens or closes a member’s wallet and sets its balance, and knows no other member', async () => {
    const set = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: UpstreamPath.sandboxWallet, payload });
    expect(
      okData(SandboxWalletDataSchema, await set({ cellphone: PLAIN_PHONE, walletStatus: 'T', balance: 9_900 })),
    ).toEqual({
      walletStatus: 'T',
      balance: 9_900,
    });
    expect(okData(SandboxWalletDataSchema, await set({ cellphone: PLAIN_PHONE }))).toEqual({
      walletStatus: 'T',
      balance: 9_900,
    });
    expect(okData(SandboxWalletDataSchema, await set({ cellphone: PLAIN_PHONE, walletStatus: 'F' }))).toEqual({
      walletStatus: 'F',
      balance: 9_900,
    });
    expect(codeOf(await set({ cellphone: '13600136000', balance: 1 }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await set({ cellphone: PLAIN_PHONE, balance: -1 }))).toBe(ResultCode.BAD_REQUEST);
    // A control: callers on this machine only, like the others.
    const remote = await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxWallet,
      payload: { cellphone: PLAIN_PHONE, balance: 1 },
      remoteAddress: '203.0.113.5',
    });
    expect(codeOf(remote)).toBe(ResultCode.NOT_FOUND);
    expect(await balanceOf(PLAIN_PHONE)).toBe(9_900);
  });
});

describe('the wallet is a ledger (decision 64)', () => {
  it('keeps every balance equal to the sum of its ledger after the payments, refunds and failed ticketings above', async () => {
    const balances = await app.airline.db.select({ id: member.id, balance: member.balance }).from(member);
    for (const m of balances)
      expect({ id: m.id, sum: await ledgerSum(app.airline.db, m.id) }).toEqual({ id: m.id, sum: m.balance });
    const kinds = await app.airline.db.selectDistinct({ kind: walletEntry.kind }).from(walletEntry);
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'ADJUSTMENT',
      'OPENING',
      'REFUND',
      'TICKETING_FAILED',
      'TOPUP',
      'TRADE',
      'WITHDRAWAL',
    ]);
  });
});
