// @postgres (decision 57): npm test runs it on PostgreSQL too, for the wallet ledger under parallel movements.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { BankCardListSchema, ResultCode, UpstreamPath, WalletTransferSchema } from '@/lib/contract';
import { DEMO_PHONE } from '../db/seed/members';
import { member, walletEntry } from '../db/schema';
import { caller, codeOf, loginToken, okData } from '../../test/account-api';
import { reserveBody, reserveOk } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { flightOnNextDay } from '../../test/ticketed-order';
import { ledgerSum } from './ledger';

// Decision 64 (issue 31 §1): the balance is a ledger. Top-ups settling, wallet payments and withdrawals run side by
// side on one wallet that cannot pay for all of them: none loses or makes money, the balance never goes below zero,
// and it ends as the sum of its ledger and as the start plus what succeeded.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());

let ip = 0;
const post = (path: string, body: Record<string, unknown>) => caller(app, `10.31.2.${++ip}`).post(path, body, demo);
const balance = async () =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE)))[0]!.balance;

it('loses and makes no money when top-ups, payments and withdrawals run in parallel', async () => {
  let day = 20;
  const orders = [];
  for (let i = 0; i < 2; i += 1) {
    const flight = await flightOnNextDay(app, () => (day += 1), { seats: 3 });
    orders.push(await reserveOk(app, reserveBody([`${flight.flightId}.STANDARD`]), { token: demo }));
  }
  const payments = orders.reduce((sum, o) => sum + o.price.actualAmount, 0);
  // Enough for both payments and 20,000 fen more: eight withdrawals of 4,000 cannot all pass, nor can everything.
  const start = payments + 20_000;
  await app.inject({
    method: 'POST',
    url: UpstreamPath.sandboxWallet,
    payload: { cellphone: DEMO_PHONE, balance: start },
  });
  const [card] = okData(BankCardListSchema, await post(UpstreamPath.walletCards, {})).cards;
  const topUps = await Promise.all(
    Array.from({ length: 5 }, async () =>
      okData(WalletTransferSchema, await post(UpstreamPath.walletRecharge, { cardId: card!.cardId, amount: 1_000 })),
    ),
  );
  expect(await balance()).toBe(start);

  const settle = () =>
    app.inject({ method: 'POST', url: UpstreamPath.sandboxWalletSettle, payload: { cellphone: DEMO_PHONE } });
  const results = await Promise.all([
    ...orders.map(async (o) => ({
      kind: 'pay' as const,
      fen: o.price.actualAmount,
      code: codeOf(
        await post(UpstreamPath.walletPay, { orderNo: o.orderNo, amount: o.price.actualAmount, currency: 'CNY' }),
      ),
    })),
    ...Array.from({ length: 8 }, async () => ({
      kind: 'withdraw' as const,
      fen: 4_000,
      code: codeOf(await post(UpstreamPath.walletWithdraw, { cardId: card!.cardId, amount: 4_000 })),
    })),
    settle(),
    settle(),
  ]);
  const moves = results.flatMap((r) => ('kind' in r ? [r] : []));
  for (const r of moves) expect([ResultCode.OK, ResultCode.WALLET_INSUFFICIENT]).toContain(r.code);
  const spent = moves.filter((r) => r.code === ResultCode.OK).reduce((sum, r) => sum + r.fen, 0);
  const refused = moves.filter((r) => r.code === ResultCode.WALLET_INSUFFICIENT);
  // 25,000 fen more than the payments could never cover eight withdrawals of 4,000 too.
  expect(refused.length).toBeGreaterThan(0);

  const after = await balance();
  expect(after).toBeGreaterThanOrEqual(0);
  expect(after).toBe(start + topUps.length * 1_000 - spent);
  const [demoRow] = await app.airline.db.select().from(member).where(eq(member.cellphone, DEMO_PHONE));
  expect(await ledgerSum(app.airline.db, demoRow!.id)).toBe(after);
  // Each top-up credited exactly once, however many settles ran.
  const credits = await app.airline.db.select().from(walletEntry).where(eq(walletEntry.kind, 'TOPUP'));
  for (const t of topUps) expect(credits.filter((c) => c.reference === t.requestNo)).toHaveLength(1);
});
