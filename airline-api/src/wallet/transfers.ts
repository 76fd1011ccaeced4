import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { ResultCode, type WalletTransfer, type WalletTransferBody } from '@/lib/contract';
import { amountBoundIssue } from '@/lib/domain/wallet-amount';
import type { MemberRow } from '../account/tokens';
import { asDb } from '../booking/lifecycle';
import type { Db } from '../db/client';
import { member, walletTransfer } from '../db/schema';
import { localDate } from '../domain/time-zone';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { cardOf, requireWalletOpen } from './cards';
import { moveWallet } from './ledger';

type TransferRow = typeof walletTransfer.$inferSelect;
type Kind = TransferRow['kind'];

/**
 * Top-ups and withdrawals (issue 31 §1, decision 64; spec §5, §9 'expected within 2 hours, depending on a third
 * party'). The sandbox bank settles a transfer SETTLE_AFTER_MS after it is asked, by the durable 'wallet-settlement'
 * queue (jobs/queues.ts), or at once through its control (sandbox/wallet.ts). Until then the record is in progress.
 * - a top-up draws from the card: the wallet is credited when it settles;
 * - a withdrawal is debited when asked (so it cannot be spent twice) and held as the frozen balance until it settles.
 */
export const SETTLE_AFTER_MS = 10 * 60_000;

/** `TU` (top-up) or `WD` (withdrawal) + the Beijing date + 8 random digits, as payments are numbered (decision 49). */
export function newTransferNo(kind: Kind, nowMs: number): string {
  const prefix = kind === 'TOPUP' ? 'TU' : 'WD';
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `${prefix}${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${digits}`;
}

const view = (t: TransferRow): WalletTransfer => ({
  requestNo: t.requestNo,
  kind: t.kind,
  amount: t.amountFen,
  status: t.status,
  cardNo: t.cardNo,
  createdAt: t.createdAt.toISOString(),
});

/** Asks for a top-up or a withdrawal of the member's own card; a withdrawal within the balance, in one transaction. */
export async function requestTransfer(
  s: Services,
  m: MemberRow,
  kind: Kind,
  body: WalletTransferBody,
): Promise<WalletTransfer> {
  requireWalletOpen(m);
  const card = await cardOf(s, m.id, body.cardId);
  const bound = amountBoundIssue(kind, body.amount, kind === 'WITHDRAWAL' ? m.balance : 0);
  if (bound === 'amountOverBalance') throw new ApiError(ResultCode.WALLET_INSUFFICIENT);
  if (bound) throw new ApiError(ResultCode.WALLET_AMOUNT_INVALID, bound);
  const now = s.clock.now();
  const requestNo = newTransferNo(kind, now);
  const row = await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    // The debit is conditional on the balance at this moment, whatever the balance read above said.
    if (kind === 'WITHDRAWAL')
      await moveWallet(tx, { memberId: m.id, amountFen: -body.amount, kind, reference: requestNo, nowMs: now });
    const [made] = await tx
      .insert(walletTransfer)
      .values({
        requestNo,
        memberId: m.id,
        kind,
        amountFen: body.amount,
        cardId: card.id,
        cardNo: card.cardNo,
        status: 'IN_PROGRESS',
        createdAt: new Date(now),
        dueAt: new Date(now + SETTLE_AFTER_MS),
      })
      .returning();
    return made!;
  });
  return view(row);
}

/** Settles one transfer in progress: claims it by a conditional update, then credits a top-up. Idempotent. */
async function settleOne(tx: Db, requestNo: string, nowMs: number): Promise<boolean> {
  const [claimed] = await tx
    .update(walletTransfer)
    .set({ status: 'SUCCESS', settledAt: new Date(nowMs) })
    .where(and(eq(walletTransfer.requestNo, requestNo), eq(walletTransfer.status, 'IN_PROGRESS')))
    .returning();
  if (!claimed) return false;
  if (claimed.kind === 'TOPUP')
    await moveWallet(tx, {
      memberId: claimed.memberId,
      amountFen: claimed.amountFen,
      kind: 'TOPUP',
      reference: claimed.requestNo,
      nowMs,
    });
  return true;
}

/** The sandbox bank settles every transfer due by now (or every one of a member's, when named): how many it did. */
export async function settleTransfers(s: Services, only?: { memberId: string }): Promise<number> {
  const now = s.clock.now();
  const due = only
    ? and(eq(walletTransfer.status, 'IN_PROGRESS'), eq(walletTransfer.memberId, only.memberId))
    : and(eq(walletTransfer.status, 'IN_PROGRESS'), lte(walletTransfer.dueAt, new Date(now)));
  const rows = await s.db.select({ requestNo: walletTransfer.requestNo }).from(walletTransfer).where(due);
  let settled = 0;
  for (const r of rows) if (await s.db.transaction(async (tx) => settleOne(asDb(tx), r.requestNo, now))) settled += 1;
  return settled;
}

/** Whether a transfer is due: the settlement queue's sweep runs only then. */
export async function settlementDue(s: Services): Promise<boolean> {
  const rows = await s.db
    .select({ requestNo: walletTransfer.requestNo })
    .from(walletTransfer)
    .where(and(eq(walletTransfer.status, 'IN_PROGRESS'), lte(walletTransfer.dueAt, new Date(s.clock.now()))))
    .limit(1);
  return rows.length > 0;
}

/** The frozen balance: withdrawals asked and not yet settled. */
export async function frozenFen(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletTransfer.amountFen}), 0)::int` })
    .from(walletTransfer)
    .where(
      and(
        eq(walletTransfer.memberId, memberId),
        eq(walletTransfer.kind, 'WITHDRAWAL'),
        eq(walletTransfer.status, 'IN_PROGRESS'),
      ),
    );
  return row?.sum ?? 0;
}

/** The member's balance now (the token's row may be older than a payment made since). */
export async function balanceOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ balance: member.balance }).from(member).where(eq(member.id, memberId));
  return row?.balance ?? 0;
}
