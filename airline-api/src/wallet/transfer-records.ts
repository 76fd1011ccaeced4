import { and, eq, gte, inArray } from 'drizzle-orm';
import type { WalletRecord } from '@/lib/contract';
import { walletTransfer } from '../db/schema';
import type { Services } from '../services';

/**
 * The member's top-ups and withdrawals since `start` as wallet records (spec §3: request number, time, amount,
 * status, and the card for a withdrawal): the time is when it was asked, the status in progress until settled.
 */
export async function transferRecords(
  s: Services,
  memberId: string,
  start: Date,
  kinds: ('TOPUP' | 'WITHDRAWAL')[],
): Promise<WalletRecord[]> {
  if (kinds.length === 0) return [];
  const rows = await s.db
    .select()
    .from(walletTransfer)
    .where(
      and(
        eq(walletTransfer.memberId, memberId),
        inArray(walletTransfer.kind, kinds),
        gte(walletTransfer.createdAt, start),
      ),
    );
  return rows.map((r) => ({
    kind: r.kind,
    requestNo: r.requestNo,
    time: r.createdAt.toISOString(),
    amount: r.amountFen,
    currency: 'CNY',
    status: r.status,
    cardNo: r.cardNo,
  }));
}
