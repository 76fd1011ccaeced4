import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { OrderStatus, UpstreamPath, type Currency } from '@/lib/contract';
import type { Db } from '../db/client';
import { bookingOrder, payment, refundApplication, refundRecord, ticketingJob } from '../db/schema';
import { sendOk } from '../http';
import type { Payout } from '../refunds/payouts';
import { readAppliedSeats, seatsNotHeld } from './ledger-seats';
import type { Services } from '../services';
import { depositOnlyOutcome, presalePayments } from '../special-products/presale';

/** GET: the sandbox's ledger (loopback only, as the other controls). */

/** Money of one order, in minor units of its pay currency: paid (successful payments) and refunded (records). */
export type LedgerOrder = {
  orderNo: string;
  orderType: number;
  status: number;
  ticketing: string;
  currency: Currency;
  paid: number;
  refunded: number;
  /** The part of both that moved through the member's wallet; null when none did. */
  wallet: { paid: number; refunded: number } | null;
};

/**
 * Where money appeared or disappeared (decision 23: 'money never appears or disappears'):
 * - PAYMENT_WITHOUT_ORDER: a successful payment of an order that does not exist;
 * - PAID_TWICE: more than one successful payment of one order (the first result must stand; a presale's deposit and
 *   balance are its two);
 * - PAID_AMOUNT_MISMATCH: a successful payment of another amount or currency than the order asked;
 * - TICKETS_WITHOUT_PAYMENT: an order paid, ticketed or flown, with money due, and no successful payment;
 * - PAID_WITHOUT_OUTCOME: paid, and neither ticketed (or applied), nor refunded after a failed ticketing, nor
 *   still in the ticketing queue (nor a presale whose deposit alone is paid, its balance due or the deposit kept);
 * - REFUND_WITHOUT_PAYMENT: a refund record that names no successful payment of its order in its currency;
 * - REFUNDED_MORE_THAN_PAID: an order's refunds exceed its successful payments;
 * - APPLICATION_NOT_PAID_OUT: a refund application paid back whose payout to an order has no record of that amount;
 * - REFUND_WITHOUT_APPLICATION: a record of a refund application that is not paid back, or not for that order;
 * - SEAT_PAID_NOT_HELD: a seat paid for after booking, not refunded, that is not on the passenger's ticket and was
 *   not changed by a later seat order (issue 29 §1; ledger-seats.ts).
 */
export type LedgerViolationKind =
  | 'PAYMENT_WITHOUT_ORDER'
  | 'PAID_TWICE'
  | 'PAID_AMOUNT_MISMATCH'
  | 'TICKETS_WITHOUT_PAYMENT'
  | 'PAID_WITHOUT_OUTCOME'
  | 'REFUND_WITHOUT_PAYMENT'
  | 'REFUNDED_MORE_THAN_PAID'
  | 'APPLICATION_NOT_PAID_OUT'
  | 'REFUND_WITHOUT_APPLICATION'
  | 'SEAT_PAID_NOT_HELD';

export type LedgerViolation = { kind: LedgerViolationKind; orderNo: string; detail: string };

export type Ledger = {
  orders: LedgerOrder[];
  /** Per currency, over every order. */
  totals: { currency: Currency; paid: number; refunded: number }[];
  violations: LedgerViolation[];
};

/** Statuses that say the order's money came in (a ticket or an applied add-on stands on it). */
const MONEY_IN: number[] = [OrderStatus.PAID, OrderStatus.TICKETED, OrderStatus.FINISHED];

type PaymentRow = typeof payment.$inferSelect;
type RecordRow = typeof refundRecord.$inferSelect;

const sum = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** The rows the checks read, all from one snapshot. */
async function readRows(db: Db) {
  const paidRows = await db.select().from(payment).where(eq(payment.status, 'SUCCESS'));
  const records = await db.select().from(refundRecord);
  const paidBack = await db.select().from(refundApplication).where(eq(refundApplication.status, 'PAID_BACK'));
  const withMoney = [...new Set([...paidRows, ...records].map((r) => r.orderNo))];
  const orders = withMoney.length
    ? await db.select().from(bookingOrder).where(inArray(bookingOrder.orderNo, withMoney))
    : [];
  // Orders whose money is due and that stand as paid: each must have its payment.
  const standing = await db
    .select({ orderNo: bookingOrder.orderNo, status: bookingOrder.status })
    .from(bookingOrder)
    .where(and(inArray(bookingOrder.status, MONEY_IN), gt(bookingOrder.payAmount, 0)));
  const queued = new Set(
    (
      await db
        .select({ orderNo: ticketingJob.orderNo })
        .from(ticketingJob)
        .where(inArray(ticketingJob.status, ['PENDING', 'RUNNING']))
    ).map((j) => j.orderNo),
  );
  return { paidRows, records, paidBack, orders, standing, queued, appliedSeats: await readAppliedSeats(db) };
}

/**
 * Reads the whole ledger: every successful payment and every refund record, by order, and the checks above. The
 * rows are read in one read-only repeatable-read transaction, so the ledger may be read while the workers run:
 * each writer commits an order's money and its state together, and the snapshot never sees one without the other.
 */
export async function readLedger(db: Db): Promise<Ledger> {
  const { paidRows, records, paidBack, orders, standing, queued, appliedSeats } = await db.transaction(
    async (tx) => readRows(tx as unknown as Db),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const paymentsOf = groupBy(paidRows, (p) => p.orderNo);
  const recordsOf = groupBy(records, (r) => r.orderNo);
  const violations: LedgerViolation[] = [];
  const flag = (kind: LedgerViolationKind, orderNo: string, detail: string) =>
    violations.push({ kind, orderNo, detail });

  const known = new Set(orders.map((o) => o.orderNo));
  for (const p of paidRows)
    if (!known.has(p.orderNo)) flag('PAYMENT_WITHOUT_ORDER', p.orderNo, `payment ${p.id} of ${p.amount}`);
  for (const r of records)
    if (!known.has(r.orderNo))
      flag('REFUND_WITHOUT_PAYMENT', r.orderNo, `refund ${r.id} of an order that does not exist`);

  const ledgerOrders: LedgerOrder[] = orders
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.orderNo.localeCompare(b.orderNo))
    .map((o) => {
      const paid: PaymentRow[] = paymentsOf.get(o.orderNo) ?? [];
      const refunds: RecordRow[] = recordsOf.get(o.orderNo) ?? [];
      // A presale (special-products/presale.ts) asks two payments, its deposit and its balance, each once.
      const asked = presalePayments(o) ?? [o.payAmount];
      if (paid.length > asked.length) flag('PAID_TWICE', o.orderNo, paid.map((p) => `${p.id}: ${p.amount}`).join(', '));
      const open = [...asked];
      for (const p of paid) {
        const at = asked.length > 1 ? open.indexOf(p.amount) : p.amount === o.payAmount ? 0 : -1;
        if (at >= 0 && asked.length > 1) open.splice(at, 1);
        if (at < 0 || p.currency !== o.payCurrency)
          flag(
            'PAID_AMOUNT_MISMATCH',
            o.orderNo,
            `paid ${p.amount} ${p.currency}, asked ${asked.join(' + ')} ${o.payCurrency}`,
          );
      }
      if (paid.length > 0) {
        const failedAndRefunded = o.ticketing === 'FAILED' && refunds.some((r) => r.reason === 'TICKETING_FAILED');
        const inQueue = o.status === OrderStatus.PAID && o.ticketing === 'PENDING' && queued.has(o.orderNo);
        const depositOnly = asked.length > 1 && paid.length === 1 && depositOnlyOutcome(o);
        if (o.ticketing !== 'ISSUED' && !failedAndRefunded && !inQueue && !depositOnly)
          flag('PAID_WITHOUT_OUTCOME', o.orderNo, `status ${o.status}, ticketing ${o.ticketing}`);
      }
      for (const r of refunds)
        if (!paid.some((p) => p.id === r.paymentId && p.currency === r.currency))
          flag('REFUND_WITHOUT_PAYMENT', o.orderNo, `refund ${r.id} of ${r.amount} ${r.currency} on ${r.paymentId}`);
      const paidSum = sum(paid.filter((p) => p.currency === o.payCurrency));
      const refundedSum = sum(refunds.filter((r) => r.currency === o.payCurrency));
      if (refundedSum > paidSum) flag('REFUNDED_MORE_THAN_PAID', o.orderNo, `paid ${paidSum}, refunded ${refundedSum}`);
      const walletPaid = paid.filter((p) => p.channel === 'WALLET');
      const walletRefunded = refunds.filter((r) => r.channel === 'WALLET');
      return {
        orderNo: o.orderNo,
        orderType: o.orderType,
        status: o.status,
        ticketing: o.ticketing,
        currency: o.payCurrency,
        paid: paidSum,
        refunded: refundedSum,
        wallet:
          walletPaid.length || walletRefunded.length ? { paid: sum(walletPaid), refunded: sum(walletRefunded) } : null,
      };
    });

  for (const o of standing)
    if (!paymentsOf.has(o.orderNo)) flag('TICKETS_WITHOUT_PAYMENT', o.orderNo, `status ${o.status}`);

  // Each refund application paid back: one record per payout with money, of exactly that amount.
  const applications = new Map(paidBack.map((a) => [a.refundNo, a]));
  for (const a of paidBack)
    for (const p of a.payouts as Payout[]) {
      if (p.amount <= 0) continue;
      const got = records.filter((r) => r.refundNo === a.refundNo && r.orderNo === p.orderNo);
      if (sum(got) !== p.amount)
        flag('APPLICATION_NOT_PAID_OUT', p.orderNo, `${a.refundNo}: due ${p.amount}, recorded ${sum(got)}`);
    }
  for (const r of records) {
    if (r.reason !== 'REFUND_APPLICATION') continue;
    const a = r.refundNo ? applications.get(r.refundNo) : undefined;
    if (!a || !(a.payouts as Payout[]).some((p) => p.orderNo === r.orderNo))
      flag(
        'REFUND_WITHOUT_APPLICATION',
        r.orderNo,
        `record ${r.id} of ${r.amount} for ${r.refundNo ?? 'no application'}`,
      );
  }

  for (const v of seatsNotHeld(appliedSeats, (orderNo) => paymentsOf.has(orderNo)))
    flag('SEAT_PAID_NOT_HELD', v.orderNo, v.detail);

  const totals = [...groupBy(ledgerOrders, (o) => o.currency)].map(([currency, rows]) => ({
    currency: currency as Currency,
    paid: rows.reduce((n, o) => n + o.paid, 0),
    refunded: rows.reduce((n, o) => n + o.refunded, 0),
  }));
  return { orders: ledgerOrders, totals, violations };
}

/**
 * The ledger as a sandbox control (loopback only; absent with the sandbox off): the e2e run reads it after its
 * last test and fails on any violation (tests/e2e/ledger-teardown.ts).
 */
export function registerLedger(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.sandboxLedger, async (req, reply) => sendOk(req, reply, await readLedger(s.db)));
}
