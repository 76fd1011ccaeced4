import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  WALLET_PAGE_SIZE,
  type WalletPeriod,
  type WalletRecord,
  type WalletRecordKind,
  type WalletRecordsData,
} from '@/lib/contract';
import type { MemberRow } from '../account/tokens';
import { bookingOrder, payment, refundApplication, refundRecord } from '../db/schema';
import { localDate, localToUtcMs } from '../domain/time-zone';
import type { Payout } from '../refunds/payouts';
import type { Services } from '../services';
import { transferRecords } from './transfer-records';
import { balanceOf, frozenFen } from './transfers';

/**
 * The member's wallet records (spec §3 Wallet; decision 23: the wallet shows wallet refunds), read from where the
 * money moved, never from a copy:
 * - a trade is a successful WALLET payment of one of the member's orders (booking/payments.ts payByWallet);
 * - a refund is a refund record paid back by WALLET on one of the member's orders: a refund application the desk
 *   paid back (refunds/desk.ts payRefund) or a failed ticketing (booking/ticketing.ts refundFailed). An application
 *   approved and not yet paid back, whose payout goes to the wallet, is a refund in progress;
 * - top-ups and withdrawals are the member's wallet transfers (wallet/transfer-records.ts, decision 64).
 *
 * Amounts are the fen (CNY) the wallet moved, which for an order paid in dollars is not the payment's amount:
 * payByWallet debits `order.amountFen`; payRefund credits each payout's `amountFen`; refundFailed credits
 * `order.amountFen` back. So a trade shows the order's amountFen, a refund the payout's amountFen (or the order's
 * amountFen after a failed ticketing).
 */

const ZONE = 'Asia/Shanghai';

/** An ISO date `months` calendar months earlier, the day kept or moved back to the month's last day. */
export function monthsBefore(isoDate: string, months: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 - months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(Number(isoDate.slice(8, 10)), lastDay);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The period of 'the last N months' (spec §2): from the start of the same day N calendar months before today, both
 * in the airline's zone (Beijing time), counted from airline-api's clock.
 */
export function walletPeriod(nowMs: number, months: WalletPeriod): { from: string; startMs: number } {
  const from = monthsBefore(localDate(nowMs, ZONE), months);
  return { from, startMs: localToUtcMs(from, '00:00', ZONE) };
}

const wants = (kind: WalletRecordKind | undefined, k: WalletRecordKind) => kind === undefined || kind === k;

/** Successful wallet payments of the member's orders since `start`. */
async function trades(s: Services, memberId: string, start: Date): Promise<WalletRecord[]> {
  const rows = await s.db
    .select({
      requestNo: payment.requestNo,
      orderNo: payment.orderNo,
      createdAt: payment.createdAt,
      completedAt: payment.completedAt,
      amountFen: bookingOrder.amountFen,
      orderType: bookingOrder.orderType,
    })
    .from(payment)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, payment.orderNo))
    .where(
      and(
        eq(bookingOrder.memberId, memberId),
        eq(payment.channel, 'WALLET'),
        eq(payment.status, 'SUCCESS'),
        gte(payment.createdAt, start),
      ),
    );
  return rows.map((r) => ({
    kind: 'TRADE',
    // The number the airline gave the payment (decision 49), never its internal id.
    requestNo: r.requestNo,
    // A wallet payment is completed as it is made; the completion is the moment the balance moved.
    time: (r.completedAt ?? r.createdAt).toISOString(),
    amount: r.amountFen,
    currency: 'CNY',
    status: 'SUCCESS',
    orderNo: r.orderNo,
    orderType: r.orderType,
  }));
}

/** Refunds paid back to the wallet on the member's orders since `start`. */
async function refundsPaid(s: Services, memberId: string, start: Date): Promise<WalletRecord[]> {
  const rows = await s.db
    .select({
      id: refundRecord.id,
      orderNo: refundRecord.orderNo,
      paymentId: refundRecord.paymentId,
      refundNo: refundRecord.refundNo,
      reason: refundRecord.reason,
      amount: refundRecord.amount,
      currency: refundRecord.currency,
      createdAt: refundRecord.createdAt,
      orderAmountFen: bookingOrder.amountFen,
      orderType: bookingOrder.orderType,
    })
    .from(refundRecord)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, refundRecord.orderNo))
    .where(
      and(eq(bookingOrder.memberId, memberId), eq(refundRecord.channel, 'WALLET'), gte(refundRecord.createdAt, start)),
    );
  const refundNos = [...new Set(rows.flatMap((r) => (r.refundNo ? [r.refundNo] : [])))];
  const applications = refundNos.length
    ? await s.db
        .select({ refundNo: refundApplication.refundNo, payouts: refundApplication.payouts })
        .from(refundApplication)
        .where(inArray(refundApplication.refundNo, refundNos))
    : [];
  const payoutsOf = new Map(applications.map((a) => [a.refundNo, a.payouts as Payout[]]));
  const failedPayments = new Map<string, number>();
  for (const r of rows)
    if (r.reason === 'TICKETING_FAILED') failedPayments.set(r.orderNo, (failedPayments.get(r.orderNo) ?? 0) + 1);
  return rows.map((r) => {
    // What payRefund credited: the payout's fen for this order and payment. refundFailed credits an order's one
    // payment the order's fen, and each of a presale's two payments (deposit, balance) its amount.
    const payout = r.refundNo
      ? payoutsOf.get(r.refundNo)?.find((p) => p.orderNo === r.orderNo && p.paymentId === r.paymentId)
      : undefined;
    const credited =
      r.reason === 'TICKETING_FAILED'
        ? { amount: failedPayments.get(r.orderNo)! > 1 ? r.amount : r.orderAmountFen, currency: 'CNY' as const }
        : payout
          ? { amount: payout.amountFen, currency: 'CNY' as const }
          : { amount: r.amount, currency: r.currency };
    return {
      kind: 'REFUND',
      // The application's number as the order page shows it; a failed ticketing's refund has its record's number.
      requestNo: r.refundNo ?? `RR${r.id}`,
      time: r.createdAt.toISOString(),
      ...credited,
      status: 'SUCCESS',
      orderNo: r.orderNo,
      orderType: r.orderType,
    };
  });
}

/** Applications on the member's orders approved since `start` and not yet paid back, each payout due to the wallet. */
async function refundsInProgress(s: Services, memberId: string, start: Date): Promise<WalletRecord[]> {
  const rows = await s.db
    .select({
      refundNo: refundApplication.refundNo,
      approvedAt: refundApplication.approvedAt,
      payouts: refundApplication.payouts,
    })
    .from(refundApplication)
    .innerJoin(bookingOrder, eq(bookingOrder.orderNo, refundApplication.orderNo))
    .where(
      and(
        eq(bookingOrder.memberId, memberId),
        eq(refundApplication.status, 'APPROVED'),
        gte(refundApplication.approvedAt, start),
      ),
    );
  const due = rows.flatMap((r) =>
    (r.payouts as Payout[])
      .filter((p) => p.channel === 'WALLET' && p.paymentId && p.amount > 0 && p.memberId === memberId)
      .map((p) => ({ refundNo: r.refundNo, approvedAt: r.approvedAt!, payout: p })),
  );
  const orderNos = [...new Set(due.map((d) => d.payout.orderNo))];
  const types = orderNos.length
    ? await s.db
        .select({ orderNo: bookingOrder.orderNo, orderType: bookingOrder.orderType })
        .from(bookingOrder)
        .where(and(inArray(bookingOrder.orderNo, orderNos), eq(bookingOrder.memberId, memberId)))
    : [];
  const typeOf = new Map(types.map((t) => [t.orderNo, t.orderType]));
  return due
    .filter((d) => typeOf.has(d.payout.orderNo))
    .map((d) => ({
      kind: 'REFUND',
      requestNo: d.refundNo,
      time: d.approvedAt.toISOString(),
      amount: d.payout.amountFen,
      currency: 'CNY',
      status: 'IN_PROGRESS',
      orderNo: d.payout.orderNo,
      orderType: typeOf.get(d.payout.orderNo),
    }));
}

/**
 * One page of the member's own records of a period, newest first, with the balances. A wallet not opened has no
 * records (the page prompts to open it).
 */
export async function walletRecords(
  s: Services,
  m: MemberRow,
  q: { months: WalletPeriod; kind?: WalletRecordKind; page: number },
): Promise<WalletRecordsData> {
  const { from, startMs } = walletPeriod(s.clock.now(), q.months);
  const [balance, frozen] = await Promise.all([balanceOf(s.db, m.id), frozenFen(s.db, m.id)]);
  const base = {
    walletStatus: m.walletStatus,
    available: { amount: balance, currency: 'CNY' as const },
    // Withdrawals asked and not yet settled (decision 64): debited already, held until the bank pays them out.
    frozen: { amount: frozen, currency: 'CNY' as const },
    from,
    pageSize: WALLET_PAGE_SIZE,
  };
  if (m.walletStatus !== 'T') return { ...base, records: [], total: 0 };
  const start = new Date(startMs);
  const parts = await Promise.all([
    wants(q.kind, 'TRADE') ? trades(s, m.id, start) : [],
    wants(q.kind, 'REFUND') ? refundsPaid(s, m.id, start) : [],
    wants(q.kind, 'REFUND') ? refundsInProgress(s, m.id, start) : [],
    transferRecords(
      s,
      m.id,
      start,
      (['TOPUP', 'WITHDRAWAL'] as const).filter((k) => wants(q.kind, k)),
    ),
  ]);
  const all = parts
    .flat()
    .sort(
      (a, b) =>
        b.time.localeCompare(a.time) ||
        a.kind.localeCompare(b.kind) ||
        b.requestNo.localeCompare(a.requestNo) ||
        (b.orderNo ?? '').localeCompare(a.orderNo ?? ''),
    );
  const offset = (q.page - 1) * WALLET_PAGE_SIZE;
  return { ...base, records: all.slice(offset, offset + WALLET_PAGE_SIZE), total: all.length };
}
