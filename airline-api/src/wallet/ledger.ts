import { and, eq, gte, sql } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract';
import type { Db } from '../db/client';
import { member, walletEntry } from '../db/schema';
import { ApiError } from '../errors';

export type WalletEntryKind = (typeof walletEntry.$inferInsert)['kind'];

export type WalletMove = {
  memberId: string;
  /** Fen (CNY): positive credits the wallet, negative debits it. */
  amountFen: number;
  kind: WalletEntryKind;
  /** What moved it; with the kind, booked once. */
  reference: string;
  nowMs: number;
};

/**
 * The one writer of a wallet balance (decision 64): books the movement in the ledger and moves `member.balance` by
 * the same fen, inside the caller's transaction, so the balance is always the sum of the member's ledger rows. A
 * debit is a conditional update (`balance >= fen`), so debits running side by side never take the balance below
 * zero: the one that would is refused with WALLET_INSUFFICIENT (and its transaction, ledger row included, rolls
 * back). A movement already booked (same kind and reference) is not booked again: answers null.
 */
export async function moveWallet(db: Db, move: WalletMove): Promise<{ balance: number } | null> {
  if (!Number.isInteger(move.amountFen)) throw new Error('wallet movements are whole fen');
  const [booked] = await db
    .insert(walletEntry)
    .values({
      memberId: move.memberId,
      amountFen: move.amountFen,
      kind: move.kind,
      reference: move.reference,
      createdAt: new Date(move.nowMs),
    })
    .onConflictDoNothing()
    .returning({ id: walletEntry.id });
  if (!booked) return null;
  const enough = move.amountFen < 0 ? gte(member.balance, -move.amountFen) : undefined;
  const [moved] = await db
    .update(member)
    .set({ balance: sql`${member.balance} + ${move.amountFen}` })
    .where(and(eq(member.id, move.memberId), enough))
    .returning({ balance: member.balance });
  if (!moved) throw new ApiError(ResultCode.WALLET_INSUFFICIENT);
  return moved;
}

/** The sum of a member's ledger: what `member.balance` must be. */
export async function ledgerSum(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletEntry.amountFen}), 0)::int` })
    .from(walletEntry)
    .where(eq(walletEntry.memberId, memberId));
  return row?.sum ?? 0;
}
